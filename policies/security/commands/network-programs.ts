// Input: nothing but the language
// Output: FETCHERS (programs that bring bytes in from the network) and SENDERS (programs that carry stdin or files out), NETCATS
// Pos: policies/security/commands, shared by remote-code, reverse-shell and exfiltration rules
export const FETCHERS: ReadonlySet<string> = new Set([
  'curl', 'wget', 'fetch', 'aria2c', 'http', 'https', 'xh', 'xhs', 'lynx', 'w3m', 'links', 'nc', 'ncat', 'netcat', 'socat', 'telnet',
  'openssl', 'ftp', 'tftp', 'iwr', 'invoke-webrequest', 'irm', 'invoke-restmethod',
]);

export const SENDERS: ReadonlySet<string> = new Set([
  'curl', 'wget', 'http', 'https', 'xh', 'xhs', 'nc', 'ncat', 'netcat', 'socat', 'telnet', 'ssh', 'scp', 'sftp', 'rsync', 'ftp', 'tftp',
  'openssl', 'mail', 'mailx', 'sendmail', 'mutt', 'msmtp', 'gh', 'aws', 'gsutil', 'rclone', 'az', 'azcopy', 'nslookup', 'dig', 'host',
]);

export const NETCATS: ReadonlySet<string> = new Set(['nc', 'ncat', 'netcat', 'socat', 'telnet', 'openssl', 'cryptcat', 'pwncat']);
