// BUILD_ID and VERSION — which build this is, so a resident daemon of another
// build never answers a client
// Pos: src/hosts/cli, a constant; 'dev' when running from sources
declare const __WUKONG_BUILD__: string | undefined;
declare const __WUKONG_VERSION__: string | undefined;

export const BUILD_ID =
  typeof __WUKONG_BUILD__ === 'string' ? __WUKONG_BUILD__ : 'dev';
export const VERSION =
  typeof __WUKONG_VERSION__ === 'string' ? __WUKONG_VERSION__ : 'dev';
