// sqlPolicy, destructiveSql — SQL that drops or empties data (DROP, TRUNCATE,
// DELETE or UPDATE without WHERE, GRANT ALL ON *.*), given to a client (psql
// -c, mysql -e, sqlite3 DB '…', a heredoc) or typed as a command; redis
// FLUSHALL/FLUSHDB; dropdb
// Pos: policies/security/commands/rules, seed 000 不可逆操作 for databases: ask
import { SQL_KEYWORDS } from '../data-programs.js';
import type { ShellCommand } from '../shell-command.js';
import type { Said } from '../../../vocabulary/messages/said.js';
import {
  fragment,
  saidText,
  say,
  sayDetail,
} from '../../../vocabulary/messages/say.js';
import { ask, defineCommandPolicy } from './define-command-policy.js';

const stripComments = (sql: string) =>
  sql.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');

/**
 * The first destructive statement in `sql`, described in English; undefined
 * when there is none.
 */
export function destructiveSql(sql: string): string | undefined {
  const said = destructiveSqlSaid(sql);
  return said && saidText(said, 'en');
}

/** destructiveSql's description as a catalog fragment, for the finding. */
function destructiveSqlSaid(sql: string): Said | undefined {
  for (const raw of stripComments(sql).split(';')) {
    const statement = raw.trim().replace(/\s+/g, ' ');
    if (!statement) continue;
    const drop =
      /^drop\s+(database|schema|table|view|index|user|role|collection|keyspace|materialized view|sequence|function|procedure|trigger)\b/i.exec(
        statement,
      );
    if (drop)
      return fragment('why.sql.drop', {
        object: drop[1]?.toUpperCase() ?? '',
      });
    if (/^truncate\b/i.test(statement)) return fragment('why.sql.truncate');
    if (/^delete\s+from\b/i.test(statement) && !/\bwhere\b/i.test(statement))
      return fragment('why.sql.delete');
    if (/^update\b.*\bset\b/i.test(statement) && !/\bwhere\b/i.test(statement))
      return fragment('why.sql.update');
    if (/^alter\s+table\b.*\bdrop\b/i.test(statement))
      return fragment('why.sql.alter-drop');
    if (/^grant\s+all\b.*\bon\s+\*\.\*/i.test(statement))
      return fragment('why.sql.grant-all');
  }
  return undefined;
}

function sqlOf(command: ShellCommand): string | undefined {
  if (command.code?.language === 'sql') return command.code.text;
  if (SQL_KEYWORDS.has(command.name))
    return command.argv.map((w) => w.value).join(' ');
  return undefined;
}

function redisFlush(command: ShellCommand): Said | undefined {
  if (
    command.name !== 'redis-cli' &&
    command.name !== 'valkey-cli' &&
    command.name !== 'keydb-cli'
  )
    return undefined;
  const words = command.argv.slice(1).map((w) => w.value.toLowerCase());
  const verb = words.find((w) => w === 'flushall' || w === 'flushdb');
  if (verb)
    return fragment('why.sql.redis-flush', { verb: verb.toUpperCase() });
  if (command.stdinText && /^\s*flush(?:all|db)\b/im.test(command.stdinText))
    return fragment('why.sql.redis-stdin');
  return undefined;
}

export const sqlPolicy = defineCommandPolicy({
  id: 'command.sql',
  description: 'SQL and key-value commands that drop or empty data',
  check(command) {
    const sql = sqlOf(command);
    const reason =
      (sql === undefined ? undefined : destructiveSqlSaid(sql)) ??
      redisFlush(command) ??
      (['dropdb', 'dropuser'].includes(command.name)
        ? fragment('why.sql.dropdb', { program: command.name })
        : undefined);
    if (!reason) return [];
    return [
      {
        severity: 'soft-deny',
        ...say('command.sql', { program: command.name, reason }),
        next: ask(sayDetail('command.sql.next')),
      },
    ];
  },
});
