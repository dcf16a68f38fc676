const prefix = 'meetverse.chatDraft.';

/** The composer's text of a room, kept across reloads until it is sent (logout wipes it with the rest). */
export function readChatDraft(roomId: string, storage: Storage = localStorage): string {
  try {
    return storage.getItem(prefix + roomId) ?? '';
  } catch {
    return '';
  }
}

export function saveChatDraft(roomId: string, text: string, storage: Storage = localStorage): void {
  try {
    if (text.trim()) storage.setItem(prefix + roomId, text);
    else storage.removeItem(prefix + roomId);
  } catch {
    // A full storage keeps the text on the page only.
  }
}
