// sensitiveFile(path) — what secret a file name says it holds (.env,
// credentials.json, secrets.yaml, *.pem, *.key, id_rsa …)
// Pos: policies/security/paths, seed 000's 敏感文件 by name, wherever the file
// lives; templates (.env.example) are not secrets
const TEMPLATE =
  /\.(?:example|sample|template|tmpl|tpl|dist|defaults?|schema|md|txt)$/i;

const FILES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\.env(?:\..+)?$/i, 'an environment file with secrets'],
  [/^\.envrc$/i, 'an environment file with secrets'],
  [
    /^(?:.*[-_.])?credentials?(?:\.json|\.ya?ml|\.xml|\.csv)?$/i,
    'a credentials file',
  ],
  [/^(?:.*[-_.])?secrets?\.(?:ya?ml|json|toml|env|txt)$/i, 'a secrets file'],
  [/^service[-_]?account.*\.json$/i, 'a service-account key'],
  [
    /\.(?:pem|key|p12|pfx|jks|keystore|ppk|kdbx)$/i,
    'a key or certificate store',
  ],
  [/^id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?$/, 'an SSH private key'],
  [
    /^\.(?:netrc|pgpass|git-credentials|npmrc|pypirc|htpasswd|vault-token)$/i,
    'a credentials file',
  ],
  [/^(?:kubeconfig|\.kubeconfig)$/i, 'a cluster credentials file'],
];

/** The kind of secret a path's file name announces, or undefined. */
export function sensitiveFile(path: string): string | undefined {
  const name = path.replace(/\/+$/, '').split('/').pop() ?? '';
  if (!name || name.endsWith('.pub') || TEMPLATE.test(name)) return undefined;
  for (const [pattern, what] of FILES) if (pattern.test(name)) return what;
  return undefined;
}
