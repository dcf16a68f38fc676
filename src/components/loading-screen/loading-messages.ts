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

export const LOADING_MESSAGES: Record<LoadingContext, readonly [string, ...string[]]> = {
  auth: [
    'Checking your badge at the door…',
    'Finding your name on the guest list…',
    'Warming up the welcome desk…',
    'Shaking hands with the sign-in service…',
    'Almost in, hang tight…',
  ],
  questions: [
    'Gathering the best questions in the room…',
    'Listening for who needs a hand…',
    'Sorting the curious from the very curious…',
    'Collecting questions from every corner…',
    'Lining up conversations worth starting…',
  ],
  'question-details': [
    'Opening the question…',
    'Finding people who can help…',
    'Counting the hands raised…',
    'Reading between the lines…',
  ],
  profile: [
    'Looking up this person…',
    'Reading their story…',
    'Finding what you have in common…',
    'Polishing their name tag…',
  ],
  'own-profile': [
    'Fetching your profile…',
    'Straightening your name tag…',
    'Reminding the room what you are great at…',
    'Dusting off your best side…',
  ],
  'event-details': [
    'Opening the event doors…',
    'Checking who is on the guest list…',
    'Setting out the chairs…',
    'Finding the schedule…',
  ],
  notifications: [
    'Checking what you missed…',
    'Sorting your pings…',
    'Listening for your name…',
    'Collecting the latest news…',
  ],
  chat: [
    'Opening the conversation…',
    'Fetching your messages…',
    'Warming up the chat…',
    'Finding where you left off…',
  ],
  events: [
    'Finding what is on…',
    'Checking the calendar…',
    'Scouting events near you…',
    'Printing the name badges…',
    'Lining up the next meetups…',
  ],
  general: [
    'Loading…',
    'Getting things ready…',
    'Connecting the dots…',
    'Almost there…',
    'Bringing people together…',
  ],
};

/** The message showing after `elapsedMs` on a loading screen of this context; wraps around. */
export function messageAt(context: LoadingContext, elapsedMs: number): string {
  const messages = LOADING_MESSAGES[context];
  const step = elapsedMs < FIRST_ROTATION_MS ? 0 : 1 + Math.floor((elapsedMs - FIRST_ROTATION_MS) / ROTATION_MS);
  return messages[step % messages.length] ?? messages[0];
}

/** The one loading screen that says the product is an open startup and invites people to help; it does not rotate. */
export const CALL_TO_ACTION = {
  title: `${__PRODUCT_NAME__} is an open startup`,
  text:
    `We are building ${__PRODUCT_NAME__} in the open, with the people who use it. ` +
    "Want to help shape it? Reply to a founder's post with an offer to help.",
} as const;
