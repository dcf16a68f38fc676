import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';

export type LoadingContext =
  | 'auth'
  | 'questions'
  | 'question-details'
  | 'profile'
  | 'own-profile'
  | 'event-details'
  | 'notifications'
  | 'chat'
  | 'events'
  | 'general';

// Loading messages rotate: the first change comes after 1.5 s, then one every 3.5 s.
export const FIRST_ROTATION_MS = 1500;
export const ROTATION_MS = 3500;

/** One line of a loading screen, said in the language on screen. */
export type LoadingMessage = MessageDescriptor & { id: string; defaultMessage: string };
type Rotation = readonly [LoadingMessage, ...LoadingMessage[]];

/** A context's messages in the order they show. */
const rotation = (messages: Record<string, LoadingMessage>): Rotation => Object.values(messages) as unknown as Rotation;

const auth = defineMessages({
  badge: { id: 'components.loading.auth.badge', defaultMessage: 'Checking your badge at the door…' },
  guestList: { id: 'components.loading.auth.guestList', defaultMessage: 'Finding your name on the guest list…' },
  desk: { id: 'components.loading.auth.desk', defaultMessage: 'Warming up the welcome desk…' },
  handshake: { id: 'components.loading.auth.handshake', defaultMessage: 'Shaking hands with the sign-in service…' },
  almost: { id: 'components.loading.auth.almost', defaultMessage: 'Almost in, hang tight…' },
});

const questions = defineMessages({
  best: { id: 'components.loading.questions.best', defaultMessage: 'Gathering the best questions in the room…' },
  listening: { id: 'components.loading.questions.listening', defaultMessage: 'Listening for who needs a hand…' },
  curious: { id: 'components.loading.questions.curious', defaultMessage: 'Sorting the curious from the very curious…' },
  corners: { id: 'components.loading.questions.corners', defaultMessage: 'Collecting questions from every corner…' },
  conversations: { id: 'components.loading.questions.conversations', defaultMessage: 'Lining up conversations worth starting…' },
});

const questionDetails = defineMessages({
  opening: { id: 'components.loading.questionDetails.opening', defaultMessage: 'Opening the question…' },
  helpers: { id: 'components.loading.questionDetails.helpers', defaultMessage: 'Finding people who can help…' },
  hands: { id: 'components.loading.questionDetails.hands', defaultMessage: 'Counting the hands raised…' },
  lines: { id: 'components.loading.questionDetails.lines', defaultMessage: 'Reading between the lines…' },
});

const profile = defineMessages({
  lookingUp: { id: 'components.loading.profile.lookingUp', defaultMessage: 'Looking up this person…' },
  story: { id: 'components.loading.profile.story', defaultMessage: 'Reading their story…' },
  common: { id: 'components.loading.profile.common', defaultMessage: 'Finding what you have in common…' },
  nameTag: { id: 'components.loading.profile.nameTag', defaultMessage: 'Polishing their name tag…' },
});

const ownProfile = defineMessages({
  fetching: { id: 'components.loading.ownProfile.fetching', defaultMessage: 'Fetching your profile…' },
  nameTag: { id: 'components.loading.ownProfile.nameTag', defaultMessage: 'Straightening your name tag…' },
  great: { id: 'components.loading.ownProfile.great', defaultMessage: 'Reminding the room what you are great at…' },
  bestSide: { id: 'components.loading.ownProfile.bestSide', defaultMessage: 'Dusting off your best side…' },
});

const eventDetails = defineMessages({
  doors: { id: 'components.loading.eventDetails.doors', defaultMessage: 'Opening the event doors…' },
  guestList: { id: 'components.loading.eventDetails.guestList', defaultMessage: 'Checking who is on the guest list…' },
  chairs: { id: 'components.loading.eventDetails.chairs', defaultMessage: 'Setting out the chairs…' },
  schedule: { id: 'components.loading.eventDetails.schedule', defaultMessage: 'Finding the schedule…' },
});

const notifications = defineMessages({
  missed: { id: 'components.loading.notifications.missed', defaultMessage: 'Checking what you missed…' },
  pings: { id: 'components.loading.notifications.pings', defaultMessage: 'Sorting your pings…' },
  name: { id: 'components.loading.notifications.name', defaultMessage: 'Listening for your name…' },
  news: { id: 'components.loading.notifications.news', defaultMessage: 'Collecting the latest news…' },
});

const chat = defineMessages({
  opening: { id: 'components.loading.chat.opening', defaultMessage: 'Opening the conversation…' },
  fetching: { id: 'components.loading.chat.fetching', defaultMessage: 'Fetching your messages…' },
  warming: { id: 'components.loading.chat.warming', defaultMessage: 'Warming up the chat…' },
  leftOff: { id: 'components.loading.chat.leftOff', defaultMessage: 'Finding where you left off…' },
});

const events = defineMessages({
  on: { id: 'components.loading.events.on', defaultMessage: 'Finding what is on…' },
  calendar: { id: 'components.loading.events.calendar', defaultMessage: 'Checking the calendar…' },
  scouting: { id: 'components.loading.events.scouting', defaultMessage: 'Scouting events near you…' },
  badges: { id: 'components.loading.events.badges', defaultMessage: 'Printing the name badges…' },
  meetups: { id: 'components.loading.events.meetups', defaultMessage: 'Lining up the next meetups…' },
});

const general = defineMessages({
  loading: { id: 'components.loading.general.loading', defaultMessage: 'Loading…' },
  ready: { id: 'components.loading.general.ready', defaultMessage: 'Getting things ready…' },
  dots: { id: 'components.loading.general.dots', defaultMessage: 'Connecting the dots…' },
  almost: { id: 'components.loading.general.almost', defaultMessage: 'Almost there…' },
  together: { id: 'components.loading.general.together', defaultMessage: 'Bringing people together…' },
});

export const LOADING_MESSAGES: Record<LoadingContext, Rotation> = {
  auth: rotation(auth),
  questions: rotation(questions),
  'question-details': rotation(questionDetails),
  profile: rotation(profile),
  'own-profile': rotation(ownProfile),
  'event-details': rotation(eventDetails),
  notifications: rotation(notifications),
  chat: rotation(chat),
  events: rotation(events),
  general: rotation(general),
};

/** The message showing after `elapsedMs` on a loading screen of this context; wraps around. */
export function messageAt(context: LoadingContext, elapsedMs: number): LoadingMessage {
  const messages = LOADING_MESSAGES[context];
  const step = elapsedMs < FIRST_ROTATION_MS ? 0 : 1 + Math.floor((elapsedMs - FIRST_ROTATION_MS) / ROTATION_MS);
  return messages[step % messages.length] ?? messages[0];
}

/**
 * The one loading screen that says the product is an open startup and invites people to help; it does
 * not rotate. Both texts take the product's name as `product`.
 */
export const CALL_TO_ACTION = defineMessages({
  title: { id: 'components.loading.callToAction.title', defaultMessage: '{product} is an open startup' },
  text: {
    id: 'components.loading.callToAction.text',
    defaultMessage: "We are building {product} in the open, with the people who use it. Want to help shape it? Reply to a founder's post with an offer to help.",
  },
  link: { id: 'components.loading.callToAction.link', defaultMessage: "Go to the founder's post" },
});
