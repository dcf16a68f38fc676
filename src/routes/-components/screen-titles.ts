import { defineMessages } from '../../i18n/define-messages';

/**
 * The titles of the screens: the header's, declared on a route (`header: { kind: 'title', title }`),
 * and the page's heading, which the screen repeats for readers of headings when the header shows it.
 */
export const screenTitles = defineMessages({
  agenda: { id: 'routes.titles.agenda', defaultMessage: 'Agenda' },
  askQuestion: { id: 'routes.titles.askQuestion', defaultMessage: 'Ask a question' },
  chat: { id: 'routes.titles.chat', defaultMessage: 'Chat' },
  communities: { id: 'routes.titles.communities', defaultMessage: 'Communities' },
  contacts: { id: 'routes.titles.contacts', defaultMessage: 'Contacts' },
  createCommunity: { id: 'routes.titles.createCommunity', defaultMessage: 'Create community' },
  createEvent: { id: 'routes.titles.createEvent', defaultMessage: 'Create event' },
  editQuestion: { id: 'routes.titles.editQuestion', defaultMessage: 'Edit question' },
  events: { id: 'routes.titles.events', defaultMessage: 'Events' },
  member: { id: 'routes.titles.member', defaultMessage: 'Member' },
  messages: { id: 'routes.titles.messages', defaultMessage: 'Messages' },
  profile: { id: 'routes.titles.profile', defaultMessage: 'Profile' },
  question: { id: 'routes.titles.question', defaultMessage: 'Question' },
  reports: { id: 'routes.titles.reports', defaultMessage: 'Reports' },
  settings: { id: 'routes.titles.settings', defaultMessage: 'Settings' },
  suggestFeature: { id: 'routes.titles.suggestFeature', defaultMessage: 'Suggest a feature' },
});

/** The labels of the panes screens put beside their content on a desktop. */
export const paneLabels = defineMessages({
  conversations: { id: 'routes.panes.conversations', defaultMessage: 'Your conversations' },
});
