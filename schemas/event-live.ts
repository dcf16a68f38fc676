import type { LiveStatus } from './event.schema';

// Wire shapes of the public event endpoints and the event pack, shared by the server and the app.

/** One of an event's top questions as the big screen shows it. */
export type LiveQuestion = {
  id: string;
  slug: string | null;
  title: string;
  help_count: number;
  me_too_count: number;
  uplift_count: number;
  /** Null for an anonymous question: the name never leaves the server. */
  author_name: string | null;
};

/** What GET /events/{slugOrId}/live and its stream answer for an event: public data only. */
export type LiveSnapshot = {
  event: {
    id: string;
    slug: string | null;
    name: string;
    description: string | null;
    location: string | null;
    starts_at: string | null;
    ends_at: string | null;
    live_status: LiveStatus;
    is_community: boolean;
    is_meetverse: boolean;
  };
  organiser_name: string | null;
  /** Members taking part: a community's members (its participations; every member for the meetverse). */
  attendee_count: number;
  /** Always 0 for a community, which has no check-in. */
  checked_in_count: number;
  questions: LiveQuestion[];
  updated_at: string;
};

/** What a device must hold to open an event with the network off (GET /events/{slugOrId}/pack). */
export type EventPackManifest = {
  event_id: string;
  question_ids: string[];
  attendee_ids: string[];
  pictures: string[];
  /** The JSON size of the event, its questions and its attendees' profiles. */
  approx_bytes: number;
};
