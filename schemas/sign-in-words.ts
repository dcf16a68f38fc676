import { defineMessages } from './words';

/**
 * The words of the embedded issuer's pages (server/auth/sign-in-page.ts): the sign-in form, its
 * problems, and the pages around it. The server writes them in the visitor's language.
 */
export const SIGN_IN = defineMessages({
  title: { id: 'signIn.page.title', defaultMessage: 'Sign in to Meetverse' },
  about: {
    id: 'signIn.page.about',
    defaultMessage: 'Meetverse is the app for the people at an event: ask the crowd, react, check in, meet people and chat, even offline at the venue.',
  },
  newHere: { id: 'signIn.page.newHere', defaultMessage: 'New here? An email you have not used before creates your account.' },
  email: { id: 'signIn.page.email', defaultMessage: 'Email' },
  name: { id: 'signIn.page.name', defaultMessage: 'Name' },
  optional: { id: 'signIn.page.optional', defaultMessage: 'Optional' },
  submit: { id: 'signIn.page.submit', defaultMessage: 'Sign in' },
  emailMissing: { id: 'signIn.form.emailMissing', defaultMessage: 'Enter your email address.' },
  emailTooLong: { id: 'signIn.form.emailTooLong', defaultMessage: 'The email address is too long (at most {max} characters).' },
  emailInvalid: { id: 'signIn.form.emailInvalid', defaultMessage: 'Enter an email address like name@example.com.' },
  nameTooLong: { id: 'signIn.form.nameTooLong', defaultMessage: 'The name is too long (at most {max} characters).' },
  nameUnusable: { id: 'signIn.form.nameUnusable', defaultMessage: 'The name contains characters that cannot be used.' },
  formTooLong: { id: 'signIn.form.tooLong', defaultMessage: 'The form is too long. Check the email and name, then try again.' },
  formUnreadable: { id: 'signIn.form.unreadable', defaultMessage: 'The form could not be read. Please try again.' },
  tooManyFromNetwork: {
    id: 'signIn.limit.network',
    defaultMessage: 'Too many sign-in attempts from this network. Please try again in {minutes, plural, one {a minute} other {# minutes}}.',
  },
  tooManyFromDevice: {
    id: 'signIn.limit.device',
    defaultMessage: 'Too many sign-in attempts from this device. Please try again in {minutes, plural, one {a minute} other {# minutes}}.',
  },
  tooManyForEmail: {
    id: 'signIn.limit.email',
    defaultMessage: 'Too many sign-in attempts for this email. Please try again in {minutes, plural, one {a minute} other {# minutes}}.',
  },
  tooManyAccounts: {
    id: 'signIn.limit.accounts',
    defaultMessage: 'Too many new accounts from this network. Please try again in {minutes, plural, one {a minute} other {# minutes}}.',
  },
  expiredTitle: { id: 'signIn.expired.title', defaultMessage: 'Sign-in expired' },
  expired: { id: 'signIn.expired.body', defaultMessage: 'This sign-in has expired or was already used. Go back to Meetverse and sign in again.' },
  problemTitle: { id: 'signIn.problem.title', defaultMessage: 'Sign-in problem' },
  problem: { id: 'signIn.problem.body', defaultMessage: 'This sign-in cannot go on. Go back to Meetverse and sign in again.' },
  signedOutTitle: { id: 'signIn.signedOut.title', defaultMessage: 'Signed out' },
  signedOut: { id: 'signIn.signedOut.body', defaultMessage: 'You are signed out of Meetverse.' },
  signingOutTitle: { id: 'signIn.signingOut.title', defaultMessage: 'Signing out of Meetverse' },
  signOut: { id: 'signIn.signingOut.submit', defaultMessage: 'Sign out' },
});
