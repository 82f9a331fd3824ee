// Types of build-analytics.mjs for the e2e helpers.
export declare const ANALYTICS_DIST_DIR: string;
export declare const ANALYTICS_BUILD_ENV: {
  NEXT_DIST_DIR: string;
  YANDEX_METRIKA_ID: string;
  YANDEX_VERIFICATION: string;
  GOOGLE_SITE_VERIFICATION: string;
};
