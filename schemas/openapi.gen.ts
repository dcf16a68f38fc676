/**
 * The types of the API, made from its OpenAPI document (/api/v1/openapi.json). Never edited by hand:
 * `npm run api:types` writes it again, and a test fails when it no longer matches the document.
 */

export interface paths {
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server is up */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/client-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The app's run-time configuration: its sign-in issuer, analytics project and the key event passes are checked with */
        get: operations["getClientConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's push choices (the quiet defaults until they choose), and which of their devices get push */
        get: operations["getPushSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/push/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces the caller's push choices: kinds, quiet hours and previews, for all their devices */
        put: operations["putPushPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/push/devices/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets this device's push subscription and the language its pushes are written in, replacing the one it had; the push service's address then belongs to the caller alone. The answer's secret lets the device's service worker renew it */
        put: operations["putPushSubscription"];
        post?: never;
        /** Stops push to this device of the caller (done already is no error) */
        delete: operations["deletePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/push/renewals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A device's service worker renews its push subscription, without a sign-in: it proves the subscription it replaces with its address and the secret the device was given, and the new one takes its place for the same member and device */
        post: operations["renewPushSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/push/devices/{deviceId}/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Says whether the app is on screen on this device: no push reaches the caller while it is (for 90 s unless said again) */
        put: operations["putPushVisibility"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events and communities in list order (the meetverse first, then current events, then past ones) */
        get: operations["listEvents"];
        put?: never;
        /** Creates an event; the server makes its id and slug when the body has none */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event by id */
        get: operations["getEvent"];
        /** Changes the fields of an event the body names */
        put: operations["updateEvent"];
        post?: never;
        /** Deletes an event (every device learns of it through replication) */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/resolve/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event by slug or id */
        get: operations["resolveEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/replication/{collection}/pull": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a collection's documents after a checkpoint, in (updatedAt, id) order */
        get: operations["pullDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/replication/{collection}/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Documents by id (comma-separated, at most 100), as the server holds them */
        get: operations["getDocumentsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/replication/{collection}/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Writes documents; answers with the server state of each one that conflicts */
        post: operations["pushDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/replication/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live stream of changes (text/event-stream) for every collection the viewer may read
         * @description Each event's data is a frame `{collection, documents, checkpoint}` (the stream message of the replication protocol); comment lines keep the connection open. A member's stream ends with an `unauthorized` event, whose data is `{error, message}`, when their token no longer holds.
         */
        get: operations["streamChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own profile, with their role and email */
        get: operations["getOwnProfile"];
        put?: never;
        /** Signs the caller up: makes their profile (a retried signup gets the profile it made) */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's profile by id or slug */
        get: operations["getProfile"];
        /** Changes the caller's own profile: the fields the body names */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/resolve/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's profile by slug or id */
        get: operations["resolveProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/is_new/{sub}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller's account has no profile yet, and its profile if it has one */
        get: operations["isNewAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/validate-referral-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a referral code (the slug of the member who invited you) names a member */
        post: operations["validateReferralCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every admin and champion, admins first, then by name */
        get: operations["listRoleHolders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/demote-by-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes an admin or champion a member again, by email */
        post: operations["demoteByEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/promote-by-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a member an admin, by email */
        post: operations["promoteByEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/make-champion-by-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a member a champion, by email */
        post: operations["makeChampionByEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/feature-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every member's feature suggestions, newest first, with who made them */
        get: operations["listFeatureSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Questions, of an event, a session of it or an author when asked, in a sort order */
        get: operations["listQuestions"];
        put?: never;
        /** Asks a question, in an event or the meetverse */
        post: operations["askQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/questions/meetverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Questions asked in the meetverse, in a sort order */
        get: operations["listMeetverseQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's questions (by id or slug); their anonymous ones only to themselves */
        get: operations["listMemberQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A question by id */
        get: operations["getQuestion"];
        /** Changes the caller's own question: the fields the body names (null clears an optional one). A moderator of its event changes its moderation only (moderation, hidden_reason, merged_into, stage) */
        put: operations["updateQuestion"];
        post?: never;
        /** Deletes the caller's own question */
        delete: operations["deleteQuestion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/resolve/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A question by slug or id */
        get: operations["resolveQuestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/questions/{id}/interactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active reactions and bookmarks on a question that the caller may see, newest first */
        get: operations["listQuestionInteractions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/questions/{id}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The answers to a question the caller may read, oldest first (its accepted one is named by the question) */
        get: operations["listQuestionAnswers"];
        put?: never;
        /** Answers a question the caller may read, in the caller's name */
        post: operations["answerQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/answers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An answer by id */
        get: operations["getAnswer"];
        /** Changes the caller's own answer; a moderator of its event hides it or shows it again (moderation, hidden_reason) */
        put: operations["updateAnswer"];
        post?: never;
        /** Deletes the caller's own answer: nothing of its words is kept */
        delete: operations["deleteAnswer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public: an event's agenda (by the event's slug or id), in time order */
        get: operations["listEventSessions"];
        put?: never;
        /** Adds a session to an event's agenda: its organiser or an admin */
        post: operations["addSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public: a session of an agenda, by id */
        get: operations["getSession"];
        put?: never;
        post?: never;
        /** Deletes a session from its event's agenda: the event's organiser or an admin */
        delete: operations["deleteSession"];
        options?: never;
        head?: never;
        /** Changes the fields of a session the body names: the event's organiser or an admin */
        patch: operations["updateSession"];
        trace?: never;
    };
    "/api/v1/interactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active interactions the caller may see, of a member, a meeting with a member or a kind, newest first */
        get: operations["listInteractions"];
        put?: never;
        /** Sets one of the caller's toggles on a target (a reaction, bookmark, meeting, participation, check-in or vote); calling again changes nothing */
        post: operations["setInteraction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/interactions/we-met": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records that the caller met another member */
        post: operations["recordMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/interactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Undoes a toggle: it is kept inactive, so every device converges on it */
        delete: operations["undoInteraction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's notifications, newest first, with how many are unread */
        get: operations["listNotifications"];
        put?: never;
        /** Marks every one of the caller's notifications read (mark_all_read=true) */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks one of the caller's notifications read or unread */
        post: operations["markNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chats/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the caller's rooms have a message from someone else newer than they last read */
        get: operations["countUnreadChats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chats/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Older messages of a room: the page before a message, oldest first, and whether there are older ones still */
        get: operations["listOlderChatMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chats/reads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How far each participant of the caller's rooms has read */
        get: operations["listChatReads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/chats/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a room read by the caller up to a time (now when absent); the mark only moves forward */
        post: operations["markChatRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/participation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a member (the caller when absent) joined an event and checked in to it */
        get: operations["getParticipation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/checkin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks the caller in to an event, which joins it too */
        post: operations["checkIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/event-participants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller joins an event */
        post: operations["joinEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/my-checked-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events the caller checked in to (and the meetverse, when asked for), in list order */
        get: operations["listCheckedInEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/pass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's pass to an event they joined: the QR text door staff scan to check them in */
        get: operations["getEventPass"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public: how many members joined or checked in to each event that is not deleted, by event id */
        get: operations["getEventStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{slugOrId}/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public: an event's big-screen snapshot (the event, attendance, the session running now and its top questions, anonymous authors unnamed) */
        get: operations["getLiveSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{slugOrId}/live/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public: the event's big-screen snapshot as a text/event-stream, sent again whenever what it shows changes
         * @description Each event's data is a snapshot as getLiveSnapshot's `data` gives it.
         */
        get: operations["streamLiveSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/pack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members: what a device stores to open an event offline (its questions, its agenda, the profiles of its attendees and speakers, and the pictures they show) */
        get: operations["getEventPack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's agenda as an iCalendar file: each session, or the event itself when it has none */
        get: operations["getEventCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sessions/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One session as an iCalendar file */
        get: operations["getSessionCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's private calendar address: every session they starred, across events (the address is the secret; no sign-in) */
        get: operations["getCalendarSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/schedule.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's starred sessions, across events, as an iCalendar file */
        get: operations["getOwnSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's private calendar address, or null when they have none */
        get: operations["getCalendarFeed"];
        put?: never;
        /** Makes the caller's private calendar address, or renews it: a new address replaces the old one, which then answers 404 */
        post: operations["renewCalendarFeed"];
        /** Turns off the caller's private calendar address: it answers 404 from now on (done already is no error) */
        delete: operations["revokeCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Why the request was refused */
        ApiError: {
            /** @description A short code: bad_request, unauthorized, forbidden, not_found, conflict, protocol_mismatch, too_many_requests, service_unavailable, ... */
            error: string;
            /** @description The words for a person, in English */
            message: string;
            /** @description The message of the catalogs (lang/) the words are written from, for the app to show in the member's language */
            code?: string;
            /** @description The message's values */
            params?: {
                [key: string]: string | number;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getClientConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        auth: {
                            endpoint: string;
                            appId: string;
                            apiResource: string;
                        };
                        analytics: {
                            key: string | null;
                            host: string;
                        };
                        /** @description Check-in at the door; absent from a configuration an older server gave */
                        door?: {
                            /** @description The public key (JWK) door phones check attendees' passes with, offline */
                            pass_key: {
                                /** @enum {string} */
                                kty: "EC";
                                /** @enum {string} */
                                crv: "P-256";
                                x: string;
                                y: string;
                            };
                        };
                        /** @description Web push; absent from a configuration an older server gave */
                        push?: {
                            /** @description The server's VAPID public key (base64url), which a device subscribes to push with */
                            vapid_public_key: string;
                        };
                    };
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPushSettings: {
        parameters: {
            query?: {
                /** @description The device's own id, a UUID */
                device_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choices and devices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            preferences: {
                                /** @description Which kinds of notification are pushed */
                                categories: {
                                    /** @description Someone writes to you or in a group you are in */
                                    messages: boolean;
                                    /** @description Someone can help with or answers your question, or an answer is accepted */
                                    answers: boolean;
                                    /** @description A session you starred starts soon, or check-in opens */
                                    reminders: boolean;
                                    /** @description What moderators decided about your questions and reports, and what waits for you as a moderator */
                                    moderation: boolean;
                                    /** @description Someone records that you met, or confirms a meeting you recorded */
                                    we_met: boolean;
                                    /** @description New questions in the events you organise */
                                    event_changes: boolean;
                                };
                                /** @description No push between these times of day in time_zone (held pushes are not sent later); null for none */
                                quiet_hours: {
                                    /** @description A time of day, 'HH:MM' (24 hours) */
                                    from: string;
                                    /** @description A time of day, 'HH:MM' (24 hours) */
                                    to: string;
                                } | null;
                                /** @description The IANA time zone quiet hours are read in */
                                time_zone: string;
                                /** @description Whether a push shows who wrote and what; off, it only says what kind of thing happened */
                                previews: boolean;
                            };
                            /** @description How many of the member's devices get push */
                            devices: number;
                            /** @description Whether the device named by device_id gets push */
                            subscribed: boolean;
                            /** @description The push address the server holds for the device named by device_id (null when it gets no push) */
                            endpoint: string | null;
                            /** @description The language the server writes the pushes of the device named by device_id in (null: English, or no push) */
                            language: string | null;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putPushPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Which kinds of notification are pushed */
                    categories: {
                        /** @description Someone writes to you or in a group you are in */
                        messages: boolean;
                        /** @description Someone can help with or answers your question, or an answer is accepted */
                        answers: boolean;
                        /** @description A session you starred starts soon, or check-in opens */
                        reminders: boolean;
                        /** @description What moderators decided about your questions and reports, and what waits for you as a moderator */
                        moderation: boolean;
                        /** @description Someone records that you met, or confirms a meeting you recorded */
                        we_met: boolean;
                        /** @description New questions in the events you organise */
                        event_changes: boolean;
                    };
                    /** @description No push between these times of day in time_zone (held pushes are not sent later); null for none */
                    quiet_hours: {
                        /** @description A time of day, 'HH:MM' (24 hours) */
                        from: string;
                        /** @description A time of day, 'HH:MM' (24 hours) */
                        to: string;
                    } | null;
                    /** @description The IANA time zone quiet hours are read in */
                    time_zone: string;
                    /** @description Whether a push shows who wrote and what; off, it only says what kind of thing happened */
                    previews: boolean;
                };
            };
        };
        responses: {
            /** @description The choices as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Which kinds of notification are pushed */
                            categories: {
                                /** @description Someone writes to you or in a group you are in */
                                messages: boolean;
                                /** @description Someone can help with or answers your question, or an answer is accepted */
                                answers: boolean;
                                /** @description A session you starred starts soon, or check-in opens */
                                reminders: boolean;
                                /** @description What moderators decided about your questions and reports, and what waits for you as a moderator */
                                moderation: boolean;
                                /** @description Someone records that you met, or confirms a meeting you recorded */
                                we_met: boolean;
                                /** @description New questions in the events you organise */
                                event_changes: boolean;
                            };
                            /** @description No push between these times of day in time_zone (held pushes are not sent later); null for none */
                            quiet_hours: {
                                /** @description A time of day, 'HH:MM' (24 hours) */
                                from: string;
                                /** @description A time of day, 'HH:MM' (24 hours) */
                                to: string;
                            } | null;
                            /** @description The IANA time zone quiet hours are read in */
                            time_zone: string;
                            /** @description Whether a push shows who wrote and what; off, it only says what kind of thing happened */
                            previews: boolean;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putPushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's own id, a UUID */
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The push service's address for this device */
                    endpoint: string;
                    keys: {
                        p256dh: string;
                        auth: string;
                    } & {
                        [key: string]: unknown;
                    };
                    expirationTime?: number | null;
                    /** @description The language tag the app shows on this device (one of the app's languages); its pushes are written in it. Absent or null: English */
                    language?: string | null;
                };
            };
        };
        responses: {
            /** @description Stored, with the secret that renews it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The device's proof of this subscription: its service worker sends it with the subscription's address to renew it (POST /push/renewals); the server keeps only its digest */
                            renewal_secret: string;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deletePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's own id, a UUID */
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stopped */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    renewPushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The push address the device held, as the server last heard it */
                    old_endpoint: string;
                    /** @description The secret the server gave the device when it subscribed */
                    renewal_secret: string;
                    subscription: {
                        /** @description The push service's address for this device */
                        endpoint: string;
                        keys: {
                            p256dh: string;
                            auth: string;
                        } & {
                            [key: string]: unknown;
                        };
                        expirationTime?: number | null;
                    };
                };
            };
        };
        responses: {
            /** @description Renewed (or renewed already, when sent again) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No subscription of that address with that secret: it never existed, was turned off, or was renewed since */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putPushVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's own id, a UUID */
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Whether the app is on screen on this device now */
                    visible: boolean;
                };
            };
        };
        responses: {
            /** @description Noted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                live_status?: "planned" | "live" | "ended";
                is_community?: boolean;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events, and how many match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: string;
                            slug?: string;
                            name: string;
                            description?: string;
                            location?: string;
                            /** Format: date-time */
                            starts_at?: string;
                            /** Format: date-time */
                            ends_at?: string;
                            /** @enum {string} */
                            live_status: "planned" | "live" | "ended";
                            is_community: boolean;
                            time_zone?: string;
                            is_meetverse?: boolean;
                            created_by?: string;
                            team?: {
                                user_id: string;
                                /** @enum {string} */
                                role: "co_host" | "moderator" | "door";
                            }[];
                            /** @enum {string} */
                            qa_mode?: "open" | "approval";
                            /** @enum {string} */
                            sync_state?: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                        total: number;
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The event's fields, as in its document; on an update null clears an optional field. time_zone is the venue's IANA zone (Europe/Berlin), in which its times are shown; an event created without one gets the server's DEFAULT_TIME_ZONE, and an edit without one keeps it */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The event as stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An event or a community; the meetverse is the community-wide one. */
                        data: {
                            id: string;
                            slug?: string;
                            name: string;
                            description?: string;
                            location?: string;
                            /** Format: date-time */
                            starts_at?: string;
                            /** Format: date-time */
                            ends_at?: string;
                            /** @enum {string} */
                            live_status: "planned" | "live" | "ended";
                            is_community: boolean;
                            time_zone?: string;
                            is_meetverse?: boolean;
                            created_by?: string;
                            team?: {
                                user_id: string;
                                /** @enum {string} */
                                role: "co_host" | "moderator" | "door";
                            }[];
                            /** @enum {string} */
                            qa_mode?: "open" | "approval";
                            /** @enum {string} */
                            sync_state?: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's id (or, where it says so, its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An event or a community; the meetverse is the community-wide one. */
                        data: {
                            id: string;
                            slug?: string;
                            name: string;
                            description?: string;
                            location?: string;
                            /** Format: date-time */
                            starts_at?: string;
                            /** Format: date-time */
                            ends_at?: string;
                            /** @enum {string} */
                            live_status: "planned" | "live" | "ended";
                            is_community: boolean;
                            time_zone?: string;
                            is_meetverse?: boolean;
                            created_by?: string;
                            team?: {
                                user_id: string;
                                /** @enum {string} */
                                role: "co_host" | "moderator" | "door";
                            }[];
                            /** @enum {string} */
                            qa_mode?: "open" | "approval";
                            /** @enum {string} */
                            sync_state?: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's id (or, where it says so, its slug) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The event's fields, as in its document; on an update null clears an optional field. time_zone is the venue's IANA zone (Europe/Berlin), in which its times are shown; an event created without one gets the server's DEFAULT_TIME_ZONE, and an edit without one keeps it */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The event as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An event or a community; the meetverse is the community-wide one. */
                        data: {
                            id: string;
                            slug?: string;
                            name: string;
                            description?: string;
                            location?: string;
                            /** Format: date-time */
                            starts_at?: string;
                            /** Format: date-time */
                            ends_at?: string;
                            /** @enum {string} */
                            live_status: "planned" | "live" | "ended";
                            is_community: boolean;
                            time_zone?: string;
                            is_meetverse?: boolean;
                            created_by?: string;
                            team?: {
                                user_id: string;
                                /** @enum {string} */
                                role: "co_host" | "moderator" | "door";
                            }[];
                            /** @enum {string} */
                            qa_mode?: "open" | "approval";
                            /** @enum {string} */
                            sync_state?: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's id (or, where it says so, its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resolveEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's id (or, where it says so, its slug) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An event or a community; the meetverse is the community-wide one. */
                        data: {
                            id: string;
                            slug?: string;
                            name: string;
                            description?: string;
                            location?: string;
                            /** Format: date-time */
                            starts_at?: string;
                            /** Format: date-time */
                            ends_at?: string;
                            /** @enum {string} */
                            live_status: "planned" | "live" | "ended";
                            is_community: boolean;
                            time_zone?: string;
                            is_meetverse?: boolean;
                            created_by?: string;
                            team?: {
                                user_id: string;
                                /** @enum {string} */
                                role: "co_host" | "moderator" | "door";
                            }[];
                            /** @enum {string} */
                            qa_mode?: "open" | "approval";
                            /** @enum {string} */
                            sync_state?: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    pullDocuments: {
        parameters: {
            query?: {
                /** @description The checkpoint's stamp; given with id */
                updatedAt?: number;
                /** @description The checkpoint's id; given with updatedAt */
                id?: string;
                /** @description At most this many documents (200 when absent) */
                limit?: number;
                /** @description chat_messages only, on a first pull: the newest so many messages of each room */
                recent?: number;
            };
            header?: {
                /** @description The replication protocol version the client speaks (1); another one is refused with a 409 'protocol_mismatch', none is taken as version 1. */
                "x-meetverse-protocol"?: string;
            };
            path: {
                /** @description The collection's name (events, questions, users, interactions, notifications, chat_rooms, chat_messages, feature_suggestions, sessions, reports, door_scans, answers) */
                collection: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, and the checkpoint to ask for the next one from (null when the collection is empty) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documents: ({
                            id: string;
                            _deleted: boolean;
                        } & {
                            [key: string]: unknown;
                        })[];
                        checkpoint: {
                            updatedAt: number;
                            id: string;
                        } | null;
                        /** @description On a first pull that fills its page: how many documents the whole sync reads */
                        total?: number;
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A token that does not hold, or no token for a collection only members read */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No collection of that name */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request names another protocol version (`protocol_mismatch`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDocumentsById: {
        parameters: {
            query: {
                /** @description Comma-separated ids, at most 100 */
                ids: string;
            };
            header?: {
                /** @description The replication protocol version the client speaks (1); another one is refused with a 409 'protocol_mismatch', none is taken as version 1. */
                "x-meetverse-protocol"?: string;
            };
            path: {
                /** @description The collection's name (events, questions, users, interactions, notifications, chat_rooms, chat_messages, feature_suggestions, sessions, reports, door_scans, answers) */
                collection: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents the caller may see, deleted ones included */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documents: ({
                            id: string;
                            _deleted: boolean;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No collection of that name */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request names another protocol version (`protocol_mismatch`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    pushDocuments: {
        parameters: {
            query?: never;
            header?: {
                /** @description The replication protocol version the client speaks (1); another one is refused with a 409 'protocol_mismatch', none is taken as version 1. */
                "x-meetverse-protocol"?: string;
            };
            path: {
                /** @description The collection's name (events, questions, users, interactions, notifications, chat_rooms, chat_messages, feature_suggestions, sessions, reports, door_scans, answers) */
                collection: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The document as the client wrote it */
                    newDocumentState: {
                        [key: string]: unknown;
                    };
                    /** @description The server state the write was made on; null or absent for a new document */
                    assumedMasterState?: {
                        [key: string]: unknown;
                    } | null;
                }[];
            };
        };
        responses: {
            /** @description The server state of each document whose write conflicts: empty when every write landed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        id: string;
                        _deleted: boolean;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No collection of that name */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request names another protocol version (`protocol_mismatch`), or a write clashes with a unique field */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    streamChanges: {
        parameters: {
            query?: never;
            header?: {
                /** @description The replication protocol version the client speaks (1); another one is refused with a 409 'protocol_mismatch', none is taken as version 1. */
                "x-meetverse-protocol"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream, until either side closes it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request names another protocol version (`protocol_mismatch`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOwnProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A member profile: the public card and what the member chose to share. */
                        data: {
                            id: string;
                            slug?: string;
                            full_name: string;
                            first_name?: string;
                            last_name?: string;
                            linkedin_url?: string;
                            profile_picture?: string;
                            bio?: string;
                            is_active?: boolean;
                            last_active_at?: string;
                            fields_of_expertise?: string[];
                            professional_background?: string;
                            can_help_with?: string;
                            interests?: string[];
                            personality_traits?: string[];
                            skills?: string[];
                            deactivated_at?: string;
                            /** @enum {string} */
                            role?: "member" | "champion" | "admin";
                            listed?: boolean;
                            created_at?: string;
                            /** @enum {string} */
                            sync_state?: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description The member's email, as the identity provider gave it */
                            email?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The caller has not signed up yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    step1: {
                        fields_of_expertise?: string[];
                        professional_background?: string;
                        can_help_with?: string;
                    };
                    step2: {
                        interests?: string[];
                    };
                    step3: {
                        full_name: string;
                        linkedin_url?: string;
                    };
                    auth_id?: string;
                    /**
                     * @deprecated
                     * @description Never read: the email comes from the identity provider
                     */
                    email?: string;
                    /** @description The identity provider's ID token of this account, for its verified email when the access token has none */
                    id_token?: string;
                    profile_picture?: string;
                };
            };
        };
        responses: {
            /** @description The profile this account already has */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A member profile: the public card and what the member chose to share. */
                        data: {
                            id: string;
                            slug?: string;
                            full_name: string;
                            first_name?: string;
                            last_name?: string;
                            linkedin_url?: string;
                            profile_picture?: string;
                            bio?: string;
                            is_active?: boolean;
                            last_active_at?: string;
                            fields_of_expertise?: string[];
                            professional_background?: string;
                            can_help_with?: string;
                            interests?: string[];
                            personality_traits?: string[];
                            skills?: string[];
                            deactivated_at?: string;
                            /** @enum {string} */
                            role?: "member" | "champion" | "admin";
                            listed?: boolean;
                            created_at?: string;
                            /** @enum {string} */
                            sync_state?: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description The member's own email: only in answers about the caller */
                            email?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The new profile, with the role and email */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A member profile: the public card and what the member chose to share. */
                        data: {
                            id: string;
                            slug?: string;
                            full_name: string;
                            first_name?: string;
                            last_name?: string;
                            linkedin_url?: string;
                            profile_picture?: string;
                            bio?: string;
                            is_active?: boolean;
                            last_active_at?: string;
                            fields_of_expertise?: string[];
                            professional_background?: string;
                            can_help_with?: string;
                            interests?: string[];
                            personality_traits?: string[];
                            skills?: string[];
                            deactivated_at?: string;
                            /** @enum {string} */
                            role?: "member" | "champion" | "admin";
                            listed?: boolean;
                            created_at?: string;
                            /** @enum {string} */
                            sync_state?: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description The member's email, as the identity provider gave it */
                            email?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Every problem with the body is 'Invalid user data provided' */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The email already belongs to another profile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A member profile: the public card and what the member chose to share. */
                        data: {
                            id: string;
                            slug?: string;
                            full_name: string;
                            first_name?: string;
                            last_name?: string;
                            linkedin_url?: string;
                            profile_picture?: string;
                            bio?: string;
                            is_active?: boolean;
                            last_active_at?: string;
                            fields_of_expertise?: string[];
                            professional_background?: string;
                            can_help_with?: string;
                            interests?: string[];
                            personality_traits?: string[];
                            skills?: string[];
                            deactivated_at?: string;
                            /** @enum {string} */
                            role?: "member" | "champion" | "admin";
                            listed?: boolean;
                            created_at?: string;
                            /** @enum {string} */
                            sync_state?: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description The member's own email: only in answers about the caller */
                            email?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description The profile's fields to change, as in its document; null clears an optional one */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The profile as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A member profile: the public card and what the member chose to share. */
                        data: {
                            id: string;
                            slug?: string;
                            full_name: string;
                            first_name?: string;
                            last_name?: string;
                            linkedin_url?: string;
                            profile_picture?: string;
                            bio?: string;
                            is_active?: boolean;
                            last_active_at?: string;
                            fields_of_expertise?: string[];
                            professional_background?: string;
                            can_help_with?: string;
                            interests?: string[];
                            personality_traits?: string[];
                            skills?: string[];
                            deactivated_at?: string;
                            /** @enum {string} */
                            role?: "member" | "champion" | "admin";
                            listed?: boolean;
                            created_at?: string;
                            /** @enum {string} */
                            sync_state?: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description The member's own email: only in answers about the caller */
                            email?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resolveProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A member profile: the public card and what the member chose to share. */
                        data: {
                            id: string;
                            slug?: string;
                            full_name: string;
                            first_name?: string;
                            last_name?: string;
                            linkedin_url?: string;
                            profile_picture?: string;
                            bio?: string;
                            is_active?: boolean;
                            last_active_at?: string;
                            fields_of_expertise?: string[];
                            professional_background?: string;
                            can_help_with?: string;
                            interests?: string[];
                            personality_traits?: string[];
                            skills?: string[];
                            deactivated_at?: string;
                            /** @enum {string} */
                            role?: "member" | "champion" | "admin";
                            listed?: boolean;
                            created_at?: string;
                            /** @enum {string} */
                            sync_state?: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description The member's own email: only in answers about the caller */
                            email?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    isNewAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The identity provider's subject id of the account */
                sub: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the account is new */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            is_new: boolean;
                            user: ({
                                id: string;
                                slug?: string;
                                full_name: string;
                                first_name?: string;
                                last_name?: string;
                                linkedin_url?: string;
                                profile_picture?: string;
                                bio?: string;
                                is_active?: boolean;
                                last_active_at?: string;
                                fields_of_expertise?: string[];
                                professional_background?: string;
                                can_help_with?: string;
                                interests?: string[];
                                personality_traits?: string[];
                                skills?: string[];
                                deactivated_at?: string;
                                /** @enum {string} */
                                role?: "member" | "champion" | "admin";
                                listed?: boolean;
                                created_at?: string;
                                /** @enum {string} */
                                sync_state?: "pending" | "sent" | "failed";
                                sync_error?: string;
                                updatedAt: number;
                                /** @description The member's own email: only in answers about the caller */
                                email?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    validateReferralCode: {
        parameters: {
            query: {
                referral_code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the code is valid, and whose it is */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            valid: boolean;
                            referrer: {
                                id: string;
                                full_name: string;
                                slug: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listRoleHolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The admins and champions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            full_name: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "champion";
                            fixed: boolean;
                        }[];
                    };
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    demoteByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description The member with their new role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            full_name: string;
                            /** @enum {string} */
                            role: "member" | "champion" | "admin";
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No member with that email */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An admin ADMIN_EMAILS names, or the last admin, cannot be made a member */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    promoteByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description The member with their new role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            full_name: string;
                            /** @enum {string} */
                            role: "member" | "champion" | "admin";
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No member with that email */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An admin ADMIN_EMAILS names, or the last admin, cannot be made a member */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    makeChampionByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description The member with their new role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            full_name: string;
                            /** @enum {string} */
                            role: "member" | "champion" | "admin";
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No member with that email */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An admin ADMIN_EMAILS names, or the last admin, cannot be made a member */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listFeatureSuggestions: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description How many a page holds */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of suggestions, and how many there are */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            user_id: string;
                            title: string;
                            details: string;
                            created_at: string;
                            author_name: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The caller is not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listQuestions: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description How many a page holds */
                per_page?: number;
                /** @description The order: latest (the default), most_uplifted, most_helpers or most_relatable */
                sort?: "latest" | "most_uplifted" | "most_helpers" | "most_relatable";
                event_id?: string;
                author_id?: string;
                /** @description Only the questions asked to this session */
                session_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of questions, and how many match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: string;
                            slug?: string;
                            title: string;
                            description?: string;
                            event_id: string;
                            session_id?: string;
                            author_id: string;
                            is_anonymous?: boolean;
                            /** @enum {string} */
                            moderation?: "approved" | "waiting" | "hidden";
                            hidden_reason?: string;
                            merged_into?: string;
                            /** @enum {string} */
                            stage?: "answering" | "answered";
                            /** Format: date-time */
                            created_at: string;
                            accepted_answer_id?: string;
                            answer_count: number;
                            help_count: number;
                            me_too_count: number;
                            uplift_count: number;
                            rank_latest: number;
                            rank_uplifted: number;
                            rank_helpers: number;
                            rank_relatable: number;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                        total: number;
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    askQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A new id the client made; the server makes one when absent */
                    id?: string;
                    title: string;
                    description?: string | null;
                    /** @description The event it is asked in; the meetverse when absent */
                    event_id?: string;
                    is_anonymous?: boolean;
                    slug?: string | null;
                    session_id?: string | null;
                    created_at?: string;
                };
            };
        };
        responses: {
            /** @description The question as stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A question asked to the crowd of a space (an event or the meetverse). */
                        data: {
                            id: string;
                            slug?: string;
                            title: string;
                            description?: string;
                            event_id: string;
                            session_id?: string;
                            author_id: string;
                            is_anonymous?: boolean;
                            /** @enum {string} */
                            moderation?: "approved" | "waiting" | "hidden";
                            hidden_reason?: string;
                            merged_into?: string;
                            /** @enum {string} */
                            stage?: "answering" | "answered";
                            /** Format: date-time */
                            created_at: string;
                            accepted_answer_id?: string;
                            answer_count: number;
                            help_count: number;
                            me_too_count: number;
                            uplift_count: number;
                            rank_latest: number;
                            rank_uplifted: number;
                            rank_helpers: number;
                            rank_relatable: number;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMeetverseQuestions: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description How many a page holds */
                per_page?: number;
                /** @description The order: latest (the default), most_uplifted, most_helpers or most_relatable */
                sort?: "latest" | "most_uplifted" | "most_helpers" | "most_relatable";
                event_id?: string;
                author_id?: string;
                /** @description Only the questions asked to this session */
                session_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of questions, and how many match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: string;
                            slug?: string;
                            title: string;
                            description?: string;
                            event_id: string;
                            session_id?: string;
                            author_id: string;
                            is_anonymous?: boolean;
                            /** @enum {string} */
                            moderation?: "approved" | "waiting" | "hidden";
                            hidden_reason?: string;
                            merged_into?: string;
                            /** @enum {string} */
                            stage?: "answering" | "answered";
                            /** Format: date-time */
                            created_at: string;
                            accepted_answer_id?: string;
                            answer_count: number;
                            help_count: number;
                            me_too_count: number;
                            uplift_count: number;
                            rank_latest: number;
                            rank_uplifted: number;
                            rank_helpers: number;
                            rank_relatable: number;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                        total: number;
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMemberQuestions: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description How many a page holds */
                per_page?: number;
                /** @description The order: latest (the default), most_uplifted, most_helpers or most_relatable */
                sort?: "latest" | "most_uplifted" | "most_helpers" | "most_relatable";
                event_id?: string;
                author_id?: string;
                /** @description Only the questions asked to this session */
                session_id?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of questions, and how many match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: string;
                            slug?: string;
                            title: string;
                            description?: string;
                            event_id: string;
                            session_id?: string;
                            author_id: string;
                            is_anonymous?: boolean;
                            /** @enum {string} */
                            moderation?: "approved" | "waiting" | "hidden";
                            hidden_reason?: string;
                            merged_into?: string;
                            /** @enum {string} */
                            stage?: "answering" | "answered";
                            /** Format: date-time */
                            created_at: string;
                            accepted_answer_id?: string;
                            answer_count: number;
                            help_count: number;
                            me_too_count: number;
                            uplift_count: number;
                            rank_latest: number;
                            rank_uplifted: number;
                            rank_helpers: number;
                            rank_relatable: number;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                        total: number;
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The question, an anonymous one naming no author but to its author */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A question asked to the crowd of a space (an event or the meetverse). */
                        data: {
                            id: string;
                            slug?: string;
                            title: string;
                            description?: string;
                            event_id: string;
                            session_id?: string;
                            author_id: string;
                            is_anonymous?: boolean;
                            /** @enum {string} */
                            moderation?: "approved" | "waiting" | "hidden";
                            hidden_reason?: string;
                            merged_into?: string;
                            /** @enum {string} */
                            stage?: "answering" | "answered";
                            /** Format: date-time */
                            created_at: string;
                            accepted_answer_id?: string;
                            answer_count: number;
                            help_count: number;
                            me_too_count: number;
                            uplift_count: number;
                            rank_latest: number;
                            rank_uplifted: number;
                            rank_helpers: number;
                            rank_relatable: number;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string | null;
                    event_id?: string;
                    is_anonymous?: boolean;
                    slug?: string | null;
                    session_id?: string | null;
                    accepted_answer_id?: string | null;
                    /**
                     * @description approved (shown to all), waiting or hidden: moderators only
                     * @enum {string}
                     */
                    moderation?: "approved" | "waiting" | "hidden";
                    hidden_reason?: string | null;
                    merged_into?: string | null;
                    stage?: ("answering" | "answered") | null;
                };
            };
        };
        responses: {
            /** @description The question, an anonymous one naming no author but to its author */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A question asked to the crowd of a space (an event or the meetverse). */
                        data: {
                            id: string;
                            slug?: string;
                            title: string;
                            description?: string;
                            event_id: string;
                            session_id?: string;
                            author_id: string;
                            is_anonymous?: boolean;
                            /** @enum {string} */
                            moderation?: "approved" | "waiting" | "hidden";
                            hidden_reason?: string;
                            merged_into?: string;
                            /** @enum {string} */
                            stage?: "answering" | "answered";
                            /** Format: date-time */
                            created_at: string;
                            accepted_answer_id?: string;
                            answer_count: number;
                            help_count: number;
                            me_too_count: number;
                            uplift_count: number;
                            rank_latest: number;
                            rank_uplifted: number;
                            rank_helpers: number;
                            rank_relatable: number;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resolveQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The question, an anonymous one naming no author but to its author */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A question asked to the crowd of a space (an event or the meetverse). */
                        data: {
                            id: string;
                            slug?: string;
                            title: string;
                            description?: string;
                            event_id: string;
                            session_id?: string;
                            author_id: string;
                            is_anonymous?: boolean;
                            /** @enum {string} */
                            moderation?: "approved" | "waiting" | "hidden";
                            hidden_reason?: string;
                            merged_into?: string;
                            /** @enum {string} */
                            stage?: "answering" | "answered";
                            /** Format: date-time */
                            created_at: string;
                            accepted_answer_id?: string;
                            answer_count: number;
                            help_count: number;
                            me_too_count: number;
                            uplift_count: number;
                            rank_latest: number;
                            rank_uplifted: number;
                            rank_helpers: number;
                            rank_relatable: number;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listQuestionInteractions: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description How many a page holds */
                per_page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of interactions, and how many there are */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: string;
                            /** @enum {string} */
                            kind: "can_help" | "me_too" | "uplift" | "bookmark" | "we_met" | "participation" | "check_in" | "star" | "block" | "vote" | "contact" | "pass";
                            user_id: string;
                            target_id: string;
                            active: boolean;
                            note?: string;
                            choices?: string[];
                            tags?: string[];
                            event_id?: string;
                            confirmed?: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description For a 'we met': the other member of the meeting, as the caller sees it */
                            other_user_id?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        total: number;
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listQuestionAnswers: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description How many a page holds */
                per_page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of answers, and how many there are */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: string;
                            question_id: string;
                            event_id: string;
                            author_id: string;
                            body: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            edited_at?: string;
                            /** @enum {string} */
                            moderation?: "approved" | "hidden";
                            hidden_reason?: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                        total: number;
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    answerQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A new id the client made; the server makes one when absent */
                    id?: string;
                    /** @description The answer, plain text: its links and line breaks are shown (at most 5000 characters) */
                    body: string;
                    created_at?: string;
                };
            };
        };
        responses: {
            /** @description The answer as stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A member's answer to a question, read by whoever reads the question. */
                        data: {
                            id: string;
                            question_id: string;
                            event_id: string;
                            author_id: string;
                            body: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            edited_at?: string;
                            /** @enum {string} */
                            moderation?: "approved" | "hidden";
                            hidden_reason?: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A member's answer to a question, read by whoever reads the question. */
                        data: {
                            id: string;
                            question_id: string;
                            event_id: string;
                            author_id: string;
                            body: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            edited_at?: string;
                            /** @enum {string} */
                            moderation?: "approved" | "hidden";
                            hidden_reason?: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The answer's new words: its author only */
                    body?: string;
                    /**
                     * @description approved (shown) or hidden: its question's event's moderators only
                     * @enum {string}
                     */
                    moderation?: "approved" | "hidden";
                    hidden_reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The answer as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A member's answer to a question, read by whoever reads the question. */
                        data: {
                            id: string;
                            question_id: string;
                            event_id: string;
                            author_id: string;
                            body: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            edited_at?: string;
                            /** @enum {string} */
                            moderation?: "approved" | "hidden";
                            hidden_reason?: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listEventSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's slug or id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event's sessions (cancelled ones too), earliest first, and how many there are */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: string;
                            event_id: string;
                            title: string;
                            description?: string;
                            /** Format: date-time */
                            starts_at: string;
                            /** Format: date-time */
                            ends_at: string;
                            room?: string;
                            track?: string;
                            speakers?: {
                                user_id?: string;
                                name: string;
                                bio?: string;
                            }[];
                            capacity?: number;
                            cancelled?: boolean;
                            sequence?: number;
                            created_by?: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                        total: number;
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No event of that slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's slug or id */
                id: string;
            };
            cookie?: never;
        };
        /** @description A session's fields; its times lie inside the event's */
        requestBody: {
            content: {
                "application/json": {
                    /** @description A new id the client made; the server makes one when absent */
                    id?: string;
                    title: string;
                    description?: string;
                    /** Format: date-time */
                    starts_at: string;
                    /** Format: date-time */
                    ends_at: string;
                    room?: string;
                    track?: string;
                    speakers?: {
                        user_id?: string;
                        name: string;
                        bio?: string;
                    }[];
                    capacity?: number;
                    cancelled?: boolean;
                };
            };
        };
        responses: {
            /** @description The session as stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A session of an event's agenda: a talk, workshop or break, in a room or track, with its speakers. */
                        data: {
                            id: string;
                            event_id: string;
                            title: string;
                            description?: string;
                            /** Format: date-time */
                            starts_at: string;
                            /** Format: date-time */
                            ends_at: string;
                            room?: string;
                            track?: string;
                            speakers?: {
                                user_id?: string;
                                name: string;
                                bio?: string;
                            }[];
                            capacity?: number;
                            cancelled?: boolean;
                            sequence?: number;
                            created_by?: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No event of that slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A session of an event's agenda: a talk, workshop or break, in a room or track, with its speakers. */
                        data: {
                            id: string;
                            event_id: string;
                            title: string;
                            description?: string;
                            /** Format: date-time */
                            starts_at: string;
                            /** Format: date-time */
                            ends_at: string;
                            room?: string;
                            track?: string;
                            speakers?: {
                                user_id?: string;
                                name: string;
                                bio?: string;
                            }[];
                            capacity?: number;
                            cancelled?: boolean;
                            sequence?: number;
                            created_by?: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description The fields to change; null clears an optional one */
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string | null;
                    /** Format: date-time */
                    starts_at?: string;
                    /** Format: date-time */
                    ends_at?: string;
                    room?: string | null;
                    track?: string | null;
                    speakers?: {
                        user_id?: string;
                        name: string;
                        bio?: string;
                    }[] | null;
                    capacity?: number | null;
                    cancelled?: boolean;
                };
            };
        };
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A session of an event's agenda: a talk, workshop or break, in a room or track, with its speakers. */
                        data: {
                            id: string;
                            event_id: string;
                            title: string;
                            description?: string;
                            /** Format: date-time */
                            starts_at: string;
                            /** Format: date-time */
                            ends_at: string;
                            room?: string;
                            track?: string;
                            speakers?: {
                                user_id?: string;
                                name: string;
                                bio?: string;
                            }[];
                            capacity?: number;
                            cancelled?: boolean;
                            sequence?: number;
                            created_by?: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listInteractions: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description How many a page holds */
                per_page?: number;
                user_id?: string;
                other_user_id?: string;
                kind?: "can_help" | "me_too" | "uplift" | "bookmark" | "we_met" | "participation" | "check_in" | "star" | "block" | "vote" | "contact" | "pass";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of interactions, and how many match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: string;
                            /** @enum {string} */
                            kind: "can_help" | "me_too" | "uplift" | "bookmark" | "we_met" | "participation" | "check_in" | "star" | "block" | "vote" | "contact" | "pass";
                            user_id: string;
                            target_id: string;
                            active: boolean;
                            note?: string;
                            choices?: string[];
                            tags?: string[];
                            event_id?: string;
                            confirmed?: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description For a 'we met': the other member of the meeting, as the caller sees it */
                            other_user_id?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        total: number;
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setInteraction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "can_help" | "me_too" | "uplift" | "bookmark" | "we_met" | "participation" | "check_in" | "star" | "block" | "vote" | "contact" | "pass";
                    target_id: string;
                    user_id?: string;
                    /** @description false undoes the toggle; true when absent */
                    active?: boolean;
                    /** @description A contact's private note of where and how the two met */
                    note?: string;
                    /** @description A contact's private tags ('hiring', 'follow up') */
                    tags?: string[];
                    /** @description A meeting's event: where the two met */
                    event_id?: string;
                    /** @description A vote's choices: the ids of the options chosen, or the one answer to a word cloud */
                    choices?: string[];
                };
            };
        };
        responses: {
            /** @description The toggle as stored; it was there already */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A per-member toggle on a target; active false is an undone toggle, kept so devices converge. */
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "can_help" | "me_too" | "uplift" | "bookmark" | "we_met" | "participation" | "check_in" | "star" | "block" | "vote" | "contact" | "pass";
                            user_id: string;
                            target_id: string;
                            active: boolean;
                            note?: string;
                            choices?: string[];
                            tags?: string[];
                            event_id?: string;
                            confirmed?: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description For a 'we met': the other member of the meeting, as the caller sees it */
                            other_user_id?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The toggle as stored, made now */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A per-member toggle on a target; active false is an undone toggle, kept so devices converge. */
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "can_help" | "me_too" | "uplift" | "bookmark" | "we_met" | "participation" | "check_in" | "star" | "block" | "vote" | "contact" | "pass";
                            user_id: string;
                            target_id: string;
                            active: boolean;
                            note?: string;
                            choices?: string[];
                            tags?: string[];
                            event_id?: string;
                            confirmed?: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description For a 'we met': the other member of the meeting, as the caller sees it */
                            other_user_id?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    recordMeeting: {
        parameters: {
            query: {
                other_user_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The toggle as stored; it was there already */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A per-member toggle on a target; active false is an undone toggle, kept so devices converge. */
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "can_help" | "me_too" | "uplift" | "bookmark" | "we_met" | "participation" | "check_in" | "star" | "block" | "vote" | "contact" | "pass";
                            user_id: string;
                            target_id: string;
                            active: boolean;
                            note?: string;
                            choices?: string[];
                            tags?: string[];
                            event_id?: string;
                            confirmed?: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description For a 'we met': the other member of the meeting, as the caller sees it */
                            other_user_id?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The toggle as stored, made now */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A per-member toggle on a target; active false is an undone toggle, kept so devices converge. */
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "can_help" | "me_too" | "uplift" | "bookmark" | "we_met" | "participation" | "check_in" | "star" | "block" | "vote" | "contact" | "pass";
                            user_id: string;
                            target_id: string;
                            active: boolean;
                            note?: string;
                            choices?: string[];
                            tags?: string[];
                            event_id?: string;
                            confirmed?: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description For a 'we met': the other member of the meeting, as the caller sees it */
                            other_user_id?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    undoInteraction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The toggle, inactive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A per-member toggle on a target; active false is an undone toggle, kept so devices converge. */
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "can_help" | "me_too" | "uplift" | "bookmark" | "we_met" | "participation" | "check_in" | "star" | "block" | "vote" | "contact" | "pass";
                            user_id: string;
                            target_id: string;
                            active: boolean;
                            note?: string;
                            choices?: string[];
                            tags?: string[];
                            event_id?: string;
                            confirmed?: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description For a 'we met': the other member of the meeting, as the caller sees it */
                            other_user_id?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description How many a page holds */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications, how many there are and how many are unread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications: ({
                            id: string;
                            user_id: string;
                            kind: string;
                            title: string;
                            body?: string;
                            words?: {
                                title: {
                                    id: string;
                                    values?: {
                                        [key: string]: unknown;
                                    };
                                };
                                body?: {
                                    id: string;
                                    values?: {
                                        [key: string]: unknown;
                                    };
                                };
                            };
                            link?: string;
                            actor_id?: string;
                            /** @enum {string} */
                            status: "unread" | "read";
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                        total: number;
                        unread_count: number;
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: {
                /** @description Must be true */
                mark_all_read?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were marked read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            updated: number;
                            unread_count: number;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    markNotification: {
        parameters: {
            query: {
                mark_as: "read" | "unread";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Something for one member to know; only that member ever pulls it. */
                        data: {
                            id: string;
                            user_id: string;
                            kind: string;
                            title: string;
                            body?: string;
                            words?: {
                                title: {
                                    id: string;
                                    values?: {
                                        [key: string]: unknown;
                                    };
                                };
                                body?: {
                                    id: string;
                                    values?: {
                                        [key: string]: unknown;
                                    };
                                };
                            };
                            link?: string;
                            actor_id?: string;
                            /** @enum {string} */
                            status: "unread" | "read";
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing of that id the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    countUnreadChats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The number of rooms with unread messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total_unread_chats: number;
                    };
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOlderChatMessages: {
        parameters: {
            query?: {
                /** @description The timestamp of the oldest message the caller has; given with before_id */
                before?: number;
                /** @description The id of that message; given with before */
                before_id?: string;
                /** @description How many messages (50 when absent) */
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages, and whether there are older ones */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: string;
                            room_id: string;
                            sender_id: string;
                            body: string;
                            timestamp: number;
                            /** @enum {string} */
                            status: "pending" | "sent" | "failed";
                            /** @enum {string} */
                            network_state_when_created: "online" | "offline";
                            cached_at: number;
                            last_updated: number;
                            sync_error?: string;
                            updatedAt: number;
                            _deleted?: boolean;
                        } & {
                            [key: string]: unknown;
                        })[];
                        has_more: boolean;
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No room of that id that the caller takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listChatReads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A read mark per participant and room */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            room_id: string;
                            user_id: string;
                            last_read_at: number;
                        }[];
                    };
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    markChatRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Read up to here (ms since the epoch); now when absent */
                    last_read_at?: number;
                } | null;
            };
        };
        responses: {
            /** @description The read mark as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            room_id: string;
                            last_read_at: number;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No room of that id that the caller takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getParticipation: {
        parameters: {
            query?: {
                user_id?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the member stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            event_id: string;
                            user_id: string;
                            is_participant: boolean;
                            isCheckedIn: boolean;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No event of that id or slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    checkIn: {
        parameters: {
            query?: {
                user_id?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the caller stands now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            event_id: string;
                            user_id: string;
                            is_participant: boolean;
                            isCheckedIn: boolean;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No event of that id or slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    joinEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The event's id or slug */
                    event_id: string;
                    user_id?: string;
                };
            };
        };
        responses: {
            /** @description The participation; the caller had joined already */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A per-member toggle on a target; active false is an undone toggle, kept so devices converge. */
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "can_help" | "me_too" | "uplift" | "bookmark" | "we_met" | "participation" | "check_in" | "star" | "block" | "vote" | "contact" | "pass";
                            user_id: string;
                            target_id: string;
                            active: boolean;
                            note?: string;
                            choices?: string[];
                            tags?: string[];
                            event_id?: string;
                            confirmed?: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description For a 'we met': the other member of the meeting, as the caller sees it */
                            other_user_id?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The participation, made now */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A per-member toggle on a target; active false is an undone toggle, kept so devices converge. */
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "can_help" | "me_too" | "uplift" | "bookmark" | "we_met" | "participation" | "check_in" | "star" | "block" | "vote" | "contact" | "pass";
                            user_id: string;
                            target_id: string;
                            active: boolean;
                            note?: string;
                            choices?: string[];
                            tags?: string[];
                            event_id?: string;
                            confirmed?: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** @enum {string} */
                            sync_state: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            /** @description For a 'we met': the other member of the meeting, as the caller sees it */
                            other_user_id?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No event of that id or slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The write clashes with what the server holds */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listCheckedInEvents: {
        parameters: {
            query?: {
                include_meetverse?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events, and how many */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: string;
                            slug?: string;
                            name: string;
                            description?: string;
                            location?: string;
                            /** Format: date-time */
                            starts_at?: string;
                            /** Format: date-time */
                            ends_at?: string;
                            /** @enum {string} */
                            live_status: "planned" | "live" | "ended";
                            is_community: boolean;
                            time_zone?: string;
                            is_meetverse?: boolean;
                            created_by?: string;
                            team?: {
                                user_id: string;
                                /** @enum {string} */
                                role: "co_host" | "moderator" | "door";
                            }[];
                            /** @enum {string} */
                            qa_mode?: "open" | "approval";
                            /** @enum {string} */
                            sync_state?: "pending" | "sent" | "failed";
                            sync_error?: string;
                            updatedAt: number;
                            isCheckedIn?: boolean;
                        } & {
                            [key: string]: unknown;
                        })[];
                        total: number;
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEventPass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pass */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            event_id: string;
                            user_id: string;
                            /** @description meetverse-pass:1:<event id>:<user id>:<signature>, signed by the server (ECDSA P-256, SHA-256, r||s in base64url) */
                            text: string;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No pass: you have not joined an event of that id or slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEventStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attendance of every event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Attendance by event id */
                        data: {
                            [key: string]: {
                                attendee_count: number;
                                checked_in_count: number;
                            };
                        };
                    };
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getLiveSnapshot: {
        parameters: {
            query?: {
                /** @description agenda: the questions of the session running now, when one runs, instead of the event's top ones */
                follow?: "agenda";
            };
            header?: never;
            path: {
                /** @description The event's slug or id */
                slugOrId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            event: {
                                id: string;
                                slug: string | null;
                                name: string;
                                description: string | null;
                                location: string | null;
                                starts_at: string | null;
                                ends_at: string | null;
                                /** @description The venue's IANA time zone, in which the screen shows the event's times */
                                time_zone?: string | null;
                                /** @enum {string} */
                                live_status: "planned" | "live" | "ended";
                                is_community: boolean;
                                is_meetverse: boolean;
                            };
                            organiser_name: string | null;
                            /** @description Members taking part: a community's members (its participations; every member for the meetverse) */
                            attendee_count: number;
                            /** @description Always 0 for a community, which has no check-in */
                            checked_in_count: number;
                            /** @description The session of its agenda running now (the earliest started when several are), or null */
                            current_session: {
                                id: string;
                                title: string;
                                room: string | null;
                                ends_at: string;
                            } | null;
                            /** @description Whether the questions are the current session's (asked with follow=agenda while a session runs) rather than the event's top ones */
                            following_agenda: boolean;
                            /** @description The question a moderator marked as being answered in the room now (the current session's when following the agenda), or null */
                            answering: {
                                id: string;
                                slug: string | null;
                                title: string;
                                help_count: number;
                                me_too_count: number;
                                uplift_count: number;
                                /** @description Null for an anonymous question: the name never leaves the server */
                                author_name: string | null;
                                /** @description Its asker accepted an answer */
                                solved?: boolean;
                            } | null;
                            /** @description The most reacted questions shown to all and not yet answered, without the one being answered */
                            questions: {
                                id: string;
                                slug: string | null;
                                title: string;
                                help_count: number;
                                me_too_count: number;
                                uplift_count: number;
                                /** @description Null for an anonymous question: the name never leaves the server */
                                author_name: string | null;
                                /** @description Its asker accepted an answer */
                                solved?: boolean;
                            }[];
                            /** @description The poll a moderator put on the big screen (open or closed), or null */
                            poll?: {
                                id: string;
                                /** @enum {string} */
                                kind: "single" | "multiple" | "word_cloud";
                                question: string;
                                /** @enum {string} */
                                state: "open" | "closed";
                                options: {
                                    id: string;
                                    label: string;
                                }[];
                                /** @description Per option in its order, or per word of a word cloud, the most given first */
                                results: {
                                    key: string;
                                    count: number;
                                }[];
                                voter_count: number;
                            } | null;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No event of that slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    streamLiveSnapshot: {
        parameters: {
            query?: {
                /** @description agenda: the questions of the session running now, when one runs, instead of the event's top ones */
                follow?: "agenda";
            };
            header?: never;
            path: {
                /** @description The event's slug or id */
                slugOrId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream of snapshots, until either side closes it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No event of that slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEventPack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ids of the documents to store, and the pictures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            event_id: string;
                            question_ids: string[];
                            attendee_ids: string[];
                            /** @description The event's agenda: its sessions, cancelled ones too */
                            session_ids: string[];
                            /** @description The profiles of members named as speakers of its sessions */
                            speaker_ids: string[];
                            pictures: string[];
                            /** @description The JSON size of the event, its questions, its sessions and the profiles of its attendees and speakers */
                            approx_bytes: number;
                        };
                    };
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No event of that slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEventCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The iCalendar file, as a download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No event of that slug or id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSessionCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The iCalendar file, as a download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No session of that id, or its event is gone */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCalendarSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The secret of the address */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's starred sessions as an iCalendar file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The request breaks its schema or a rule of the API; `message` says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such address: it never existed, was renewed or was turned off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOwnSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The iCalendar file, as a download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address, or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The address over https, for a download or an app that asks for one */
                            url: string;
                            /** @description The same address as webcal://, which calendar apps open as a subscription */
                            webcal_url: string;
                            /**
                             * Format: date-time
                             * @description When this address was made; renewing makes a new one
                             */
                            created_at: string;
                        } | null;
                    };
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    renewCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new address */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The address over https, for a download or an app that asks for one */
                            url: string;
                            /** @description The same address as webcal://, which calendar apps open as a subscription */
                            webcal_url: string;
                            /**
                             * Format: date-time
                             * @description When this address was made; renewing makes a new one
                             */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    revokeCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Turned off */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a token that does not hold (malformed, expired, or its account deleted) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Signed in, but not allowed to do this (a profile is needed first, or another role) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many writes, or too many requests with a token that does not hold; Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database cannot be reached or written to now: nothing was stored; Retry-After says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
