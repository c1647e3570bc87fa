/**
 * Imported first by main.tsx: the browser runs React's and MUI's module code, then gets a
 * moment for itself (input, paint) before the app's own modules run. Together they were one
 * task of ~20 ms on a desktop CPU, four times that on a slow phone (Lighthouse TBT).
 */
await new Promise((resolve) => setTimeout(resolve));

export {};
