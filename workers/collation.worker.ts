/**
 * Builds the browser's collator, off the page's main thread. Its first use in a page costs some 17 ms
 * on a desktop (ICU loads its collation data, which every thread of the page then shares); the
 * page's database sorts its schemas' keys with `localeCompare` as it opens, on the main thread.
 */
'a'.localeCompare('b');
postMessage('ready');
