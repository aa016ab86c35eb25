// Stands in for React Router's server build ("virtual:react-router/server-build", made by Vite's
// plugin) when Vitest imports server/http-app.ts: those tests exercise the HTTP layer around React
// Router, never a page. Tests of pages load the app through Vite instead (site-without-build.ts).
export {};
