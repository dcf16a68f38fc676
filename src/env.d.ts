declare const __PRODUCT_NAME__: string;
