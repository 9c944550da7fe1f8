// sensitiveFile(path) — what secret a file name says it holds (.env,
// credentials.json, secrets.yaml, *.pem, *.key, id_rsa …), in English;
// sensitiveFileId(path) its catalog id
// Pos: policies/security/paths, seed 000's 敏感文件 by name, wherever the file
// lives; templates (.env.example) are not secrets
import { message, type MessageId } from '../../vocabulary/messages/index.js';

const TEMPLATE =
  /\.(?:example|sample|template|tmpl|tpl|dist|defaults?|schema|md|txt)$/i;

const FILES: ReadonlyArray<readonly [RegExp, MessageId]> = [
  [/^\.env(?:\..+)?$/i, 'file.env'],
  [/^\.envrc$/i, 'file.env'],
  [
    /^(?:.*[-_.])?credentials?(?:\.json|\.ya?ml|\.xml|\.csv)?$/i,
    'file.credentials',
  ],
  [/^(?:.*[-_.])?secrets?\.(?:ya?ml|json|toml|env|txt)$/i, 'file.secrets'],
  [/^service[-_]?account.*\.json$/i, 'file.service-account'],
  [/\.(?:pem|key|p12|pfx|jks|keystore|ppk|kdbx)$/i, 'file.key-store'],
  [/^id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?$/, 'file.ssh-key'],
  [
    /^\.(?:netrc|pgpass|git-credentials|npmrc|pypirc|htpasswd|vault-token)$/i,
    'file.credentials',
  ],
  [/^(?:kubeconfig|\.kubeconfig)$/i, 'file.cluster-credentials'],
];

/** The catalog id of the secret a path's file name announces, or undefined. */
export function sensitiveFileId(path: string): MessageId | undefined {
  const name = path.replace(/\/+$/, '').split('/').pop() ?? '';
  if (!name || name.endsWith('.pub') || TEMPLATE.test(name)) return undefined;
  for (const [pattern, id] of FILES) if (pattern.test(name)) return id;
  return undefined;
}

/** The kind of secret a path's file name announces (English), or undefined. */
export function sensitiveFile(path: string): string | undefined {
  const id = sensitiveFileId(path);
  return id === undefined ? undefined : message(id, 'en');
}
