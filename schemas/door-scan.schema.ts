import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxJsonSchema, toTypedRxJsonSchema } from 'rxdb';
import { syncErrorProperty, syncStateProperty } from './sync-state';

/** How door staff found the attendee: their pass scanned, their member code typed, or their name tapped in the list. */
export const SCAN_HOWS = ['qr', 'code', 'list'] as const;
export type ScanHow = (typeof SCAN_HOWS)[number];

const literal = {
  title: 'door scan',
  description:
    "One check-in of an attendee at an event's door, as a door phone recorded it: every scan is kept, the earliest (by scanned_at) is the check-in. Read and written by the event's door-runners.",
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 36, minLength: 1 },
    event_id: { type: 'string', maxLength: 36 },
    attendee_id: { type: 'string', maxLength: 36 },
    /** Who scanned: the server takes it from the token. */
    staff_id: { type: 'string', maxLength: 36 },
    /** The phone that scanned, one id per device, for telling two phones' scans apart. */
    device_id: { type: 'string', maxLength: 36, minLength: 1 },
    scanned_at: { type: 'string', format: 'date-time', maxLength: 40 },
    how: { type: 'string', enum: [...SCAN_HOWS], maxLength: 4 },
    sync_state: syncStateProperty,
    sync_error: syncErrorProperty,
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'event_id', 'attendee_id', 'staff_id', 'device_id', 'scanned_at', 'how', 'sync_state', 'updatedAt'],
  indexes: ['sync_state', ['event_id', 'scanned_at']],
  additionalProperties: false,
} as const;

type Typed = ReturnType<typeof toTypedRxJsonSchema<typeof literal>>;
export type DoorScanDoc = ExtractDocumentTypeFromTypedRxJsonSchema<Typed>;
export const doorScanSchema: RxJsonSchema<DoorScanDoc> = literal;
