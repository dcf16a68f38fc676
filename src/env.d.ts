declare const __PRODUCT_NAME__: string;
/** This build's version, shown in Settings. */
declare const __APP_VERSION__: string;
