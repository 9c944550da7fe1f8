// each code-safety rule on code it must flag and on the safe code next to it
// Pos: test/security; what the gate answers for a Write/Edit is tested through
// the hook
import { describe, expect, it } from 'vitest';
import {
  codeSafetyPolicy,
  scanCode,
} from '../../policies/security/code/code-safety-policy.js';

const rules = (text: string, path: string) =>
  scanCode(text, path).map((h) => h.rule.id);

describe('code safety (seed 000 代码安全, 信息泄露防护)', () => {
  it.each([
    ['app.py', 'cur.execute("SELECT * FROM users WHERE id = " + user_id)'],
    [
      'app.py',
      'cur.execute(f"SELECT name FROM users WHERE email = \'{email}\'")',
    ],
    ['app.py', 'cur.execute("DELETE FROM t WHERE id = %s" % tid)'],
    ['app.py', 'q = "UPDATE users SET name = \'{}\'".format(name)'],
    [
      'db.ts',
      'await db.query(`SELECT * FROM orders WHERE user = ${req.query.user}`)',
    ],
    [
      'db.go',
      'q := fmt.Sprintf("SELECT * FROM users WHERE name = \'%s\'", name)',
    ],
  ])('flags SQL built from strings in %s: %s', (path, code) =>
    expect(rules(code, path)).toContain('sql-concatenation'),
  );

  it.each([
    ['app.py', 'cur.execute("SELECT * FROM users WHERE id = %s", (user_id,))'],
    ['db.ts', 'await sql`SELECT * FROM orders WHERE user = ${user}`'],
    ['db.ts', "await db.query('SELECT * FROM orders WHERE user = $1', [user])"],
    ['app.py', 'print("selected " + str(n) + " items")'],
  ])('passes parameterised SQL in %s: %s', (path, code) =>
    expect(rules(code, path)).not.toContain('sql-concatenation'),
  );

  it('flags shell=True, os.system and exec on built commands, not an argv list', () => {
    expect(
      rules('subprocess.run(f"tar xf {name}", shell=True)', 'a.py'),
    ).toEqual(['shell-injection']);
    expect(rules('os.system("rm -rf " + path)', 'a.py')).toEqual([
      'shell-injection',
    ]);
    expect(rules('exec(`git log ${branch}`)', 'a.js')).toEqual([
      'shell-injection',
    ]);
    expect(
      rules('subprocess.run(["tar", "xf", name], check=True)', 'a.py'),
    ).toEqual([]);
    expect(rules("execFile('git', ['log', branch])", 'a.js')).toEqual([]);
  });

  it('flags HTML rendered from data, not literals or textContent', () => {
    expect(rules('el.innerHTML = userComment;', 'ui.js')).toEqual([
      'html-injection',
    ]);
    expect(
      rules(
        '<div dangerouslySetInnerHTML={{ __html: post.body }} />',
        'Post.tsx',
      ),
    ).toEqual(['html-injection']);
    expect(rules("el.innerHTML = '<b>static</b>';", 'ui.js')).toEqual([]);
    expect(rules('el.textContent = userComment;', 'ui.js')).toEqual([]);
  });

  it('flags eval and exec of non-literal code', () => {
    expect(rules('const v = eval(req.body.expr)', 'a.js')).toEqual([
      'dynamic-eval',
    ]);
    expect(rules('exec(code_from_user)', 'a.py')).toEqual(['dynamic-eval']);
    expect(rules('value = ast.literal_eval(text)', 'a.py')).toEqual([]);
  });

  it('flags errors, tracebacks, the environment and files sent to HTTP clients', () => {
    expect(
      rules(
        '        return jsonify(error=traceback.format_exc()), 500',
        'api.py',
      ),
    ).toEqual(['error-to-client']);
    expect(
      rules(
        '    raise HTTPException(status_code=500, detail=str(e))',
        'api.py',
      ),
    ).toEqual(['error-to-client']);
    expect(
      rules('  res.status(500).json({ error: err.message })', 'api.js'),
    ).toEqual(['error-to-client']);
    expect(rules('    return jsonify(dict(os.environ))', 'api.py')).toEqual([
      'environment-to-client',
    ]);
    expect(rules('  res.json(process.env)', 'api.js')).toEqual([
      'environment-to-client',
    ]);
    expect(
      rules(
        "    logger.exception('failed'); return jsonify(error='internal error'), 500",
        'api.py',
      ),
    ).toEqual([]);
    expect(
      rules('  const port = process.env.PORT ?? defaultPort', 'api.js'),
    ).toEqual([]);
  });

  it('warns about hard-coded addresses, ports and debug mode', () => {
    expect(rules('DB_HOST = "10.0.3.17"', 'settings.py')).toEqual([
      'hardcoded-endpoint',
    ]);
    expect(rules('app.listen(8080)', 'server.js')).toEqual([
      'hardcoded-endpoint',
    ]);
    expect(rules('DEBUG = True', 'settings.py')).toEqual(['debug-mode']);
    expect(rules('HOST = "127.0.0.1"', 'settings.py')).toEqual([]);
  });

  it('does not read prose as code', () => {
    expect(
      rules(
        'Example: `cur.execute("SELECT * FROM t WHERE id = " + id)` is unsafe.',
        'docs/sql.md',
      ),
    ).toEqual([]);
  });

  it('asks (soft-deny) on HIGH hits, warns on MEDIUM ones and on anything in test files', () => {
    const at = (content: string, path: string) =>
      codeSafetyPolicy
        .evaluate({
          checkpoint: 'pre-write',
          cwd: '/w',
          workspace: '/w',
          home: '/h',
          path,
          content,
        })
        .map((f) => [f.policy, f.severity, f.subject]);
    expect(
      at('x = 1\nos.system("rm " + p)\nDEBUG = True', 'src/app.py'),
    ).toEqual([
      ['code-safety.shell-injection', 'soft-deny', 'src/app.py:2'],
      ['code-safety.debug-mode', 'warning', 'src/app.py:3'],
    ]);
    expect(at('os.system("rm " + p)', 'tests/test_app.py')).toEqual([
      ['code-safety.shell-injection', 'warning', 'tests/test_app.py:1'],
    ]);
  });
});
