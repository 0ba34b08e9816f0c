/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PLATFORM_URL?: string;
  readonly VITE_DC_URL?: string;
  readonly VITE_DEVICE_PORT?: string;
  readonly VITE_LOGIN_URL?: string;
  readonly VITE_RECORDS_URL?: string;
  readonly VITE_PRODUCT_DOMAIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
