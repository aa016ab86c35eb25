// The part of chrome-launcher's API that scripts/lighthouse.ts uses; installed apart like Lighthouse
// (see lighthouse.d.ts beside this file), and mapped here by tsconfig.json.
export interface Options {
  chromePath?: string;
  userDataDir?: string | boolean;
  chromeFlags?: string[];
  port?: number;
}

export interface LaunchedChrome {
  port: number;
  pid: number;
  kill(): void;
}

export function launch(options?: Options): Promise<LaunchedChrome>;
