import { expect } from 'chai';
import { jsonEscape, renderTemplate, templateProblems, unresolvedVariables } from './templates.ts';

// The variables a run of a `task.created` automation sees (see run-automation.ts contextFor).
const context = {
  workspace_id: 'ws_1',
  project_id: 'proj_1',
  actor: { type: 'user', id: 'usr_1', name: 'Ada Lovelace' },
  task: {
    id: 'task_1',
    name: 'Fix the login bug',
    description: '',
    assignee_member_id: null,
    points: 8,
    ratio: 0.25,
    urgent: true,
    tags: ['bug', 'ui'],
    owner: { team: { name: 'Platform' } },
  },
  project: { id: 'proj_1', name: 'Website', color: '#6B7280' },
  workspace: { id: 'ws_1', name: 'Acme', timezone: 'Europe/Berlin' },
  automation: { id: 'auto_1', name: 'Notify' },
  run: { id: 'run_1' },
};

describe('template rendering (renderTemplate)', () => {
  const rows: Array<[description: string, template: string, expected: string]> = [
    ['text without variables stays as it is', 'Hello, world', 'Hello, world'],
    ['an empty template renders empty', '', ''],
    [
      'the seed variables render',
      '{{task.name}} in {{project.name}} by {{actor.name}} ({{workspace.name}}, {{project.id}})',
      'Fix the login bug in Website by Ada Lovelace (Acme, proj_1)',
    ],
    ['top-level event data renders', '{{workspace_id}}/{{project_id}}', 'ws_1/proj_1'],
    ['nested paths reach deep fields', 'Team: {{task.owner.team.name}}', 'Team: Platform'],
    ['array elements are reachable by index', 'First tag: {{task.tags.0}}', 'First tag: bug'],
    ['an unknown variable renders as empty text', 'x{{task.nope}}y', 'xy'],
    ['an unknown resource renders as empty text', 'x{{nope.name}}y', 'xy'],
    ['a path through a scalar renders as empty text', 'x{{task.name.length}}y', 'xy'],
    ['inherited properties are not variables', 'x{{task.constructor}}{{task.toString}}y', 'xy'],
    ['null renders as empty text', 'assignee: [{{task.assignee_member_id}}]', 'assignee: []'],
    ['an empty string renders as empty text', '[{{task.description}}]', '[]'],
    [
      'whitespace inside the braces is ignored',
      '{{ task.name }}|{{   project.name}}|{{workspace.name   }}',
      'Fix the login bug|Website|Acme',
    ],
    ['tabs and newlines inside the braces are ignored', '{{\ttask.name\n}}', 'Fix the login bug'],
    ['integers render in decimal', '{{task.points}} points', '8 points'],
    ['fractions render in decimal', 'ratio {{task.ratio}}', 'ratio 0.25'],
    ['booleans render as true/false', 'urgent={{task.urgent}}', 'urgent=true'],
    ['an object renders as JSON', '{{task.owner}}', '{"team":{"name":"Platform"}}'],
    ['an array renders as JSON', '{{task.tags}}', '["bug","ui"]'],
    ['a variable may repeat and stand next to another', '{{task.points}}{{task.points}}-{{run.id}}', '88-run_1'],
    ['a lone brace pair without a variable is kept', 'a {single} brace', 'a {single} brace'],
  ];
  for (const [description, template, expected] of rows) {
    it(`${description}: ${JSON.stringify(template)} → ${JSON.stringify(expected)}`, () => {
      expect(renderTemplate(template, context)).to.equal(expected);
    });
  }

  it('inserts values literally: replacement patterns such as $& and $1 in a value are not expanded', () => {
    expect(renderTemplate('[{{task.name}}]', { task: { name: 'cost $& and $1 and $$' } })).to.equal('[cost $& and $1 and $$]');
  });

  it('does not render a variable that a value contains (no second pass)', () => {
    expect(renderTemplate('{{task.name}}', { task: { name: '{{actor.name}}' }, actor: { name: 'Eve' } })).to.equal('{{actor.name}}');
  });
});

describe('rendering with an output limit (issue 21, point 2)', () => {
  const templates = ['{{task.name}} in {{project.name}} by {{actor.name}}', 'no variables at all', '{{task.owner}}{{task.tags}}!', ''];

  it('renders the start of what it renders without a limit, cut at the limit, for every limit', () => {
    for (const template of templates) {
      const whole = renderTemplate(template, context);
      for (let limit = 0; limit <= whole.length + 2; limit++) {
        expect(renderTemplate(template, context, { limit }), `${template} at ${limit}`).to.equal(whole.slice(0, limit));
      }
    }
  });

  it('stops reading values once the limit is reached: 100 variables of 16 KB build 10,001 characters, not 1.6 MB', () => {
    let reads = 0;
    const task = {
      get name() {
        reads += 1;
        return 'x'.repeat(16_384);
      },
    };
    const rendered = renderTemplate('{{task.name}}'.repeat(100), { task }, { limit: 10_001 });
    expect(rendered).to.equal('x'.repeat(10_001));
    expect(reads).to.equal(1);
  });

  it('escapes before it cuts, so the limit counts what is shown', () => {
    expect(renderTemplate('{"a":"{{task.name}}"}', { task: { name: 'say "hi"' } }, { escape: jsonEscape, limit: 14 })).to.equal(
      '{"a":"say \\"hi',
    );
  });

  it('lists at most `limit` unresolved variables, each once, in order', () => {
    const texts = ['{{task.a}} {{task.name}} {{task.b}} {{task.a}}', undefined, '{{task.c}} {{task.d}}'];
    expect(unresolvedVariables(texts, context)).to.deep.equal(['task.a', 'task.b', 'task.c', 'task.d']);
    expect(unresolvedVariables(texts, context, 3)).to.deep.equal(['task.a', 'task.b', 'task.c']);
  });
});

describe('template checks (templateProblems)', () => {
  const fine = [
    'plain text',
    '',
    '{{task.name}}',
    '{{ task.name }} in {{project.name}}',
    '{{actor.name}} {{workspace.name}} {{member.email}} {{invitation.role}} {{automation.name}} {{run.id}}',
    '{{task.owner.team.name}}',
    '{{workspace_id}} {{previous_role}} {{status}} {{error_message}}',
  ];
  for (const text of fine) {
    it(`finds nothing wrong with ${JSON.stringify(text)}`, () => {
      expect(templateProblems(text)).to.deep.equal([]);
    });
  }

  const rows: Array<[description: string, text: string, problems: string[]]> = [
    [
      'an unknown resource',
      'Hi {{customer.name}}',
      [
        "'{{customer.name}}' names an unknown resource; use one of project, actor, workspace, task, member, invitation, automation, run, previous_role, workspace_id, project_id, automation_id, run_id, status, error_message",
      ],
    ],
    ['a name with a space', '{{task name}}', ["'{{task name}}' is not a variable: use {{resource.field}}"]],
    ['a trailing dot', '{{task.}}', ["'{{task.}}' is not a variable: use {{resource.field}}"]],
    ['a leading digit', '{{1task}}', ["'{{1task}}' is not a variable: use {{resource.field}}"]],
    ['empty braces', 'x {{}} y', ["'{{}}' is not a variable: use {{resource.field}}"]],
    ['only whitespace inside', 'x {{  }} y', ["'{{}}' is not a variable: use {{resource.field}}"]],
    ['an unclosed variable', 'Hello {{task.name', ['has an unclosed {{ or a stray }}']],
    ['a stray closing pair', 'Hello }} there', ['has an unclosed {{ or a stray }}']],
    [
      'one problem per bad variable, in order',
      '{{a.b}} and {{task name}}',
      [
        "'{{a.b}}' names an unknown resource; use one of project, actor, workspace, task, member, invitation, automation, run, previous_role, workspace_id, project_id, automation_id, run_id, status, error_message",
        "'{{task name}}' is not a variable: use {{resource.field}}",
      ],
    ],
  ];
  for (const [description, text, problems] of rows) {
    it(`reports ${description}: ${JSON.stringify(text)}`, () => {
      expect(templateProblems(text)).to.deep.equal(problems);
    });
  }
});

describe('templates over hostile text (one linear pass, no backtracking)', () => {
  const shapes: Array<[string, string]> = [
    ['{{ and 9,000 spaces, never closed', `{{${' '.repeat(9_000)}`],
    ['{{, spaces, then a variable and its closing braces', `{{${' '.repeat(9_000)}{{task.name}}}}`],
    ['5,000 opening pairs', '{{'.repeat(5_000)],
    ['opening braces, then one closing pair at the very end', `${'{'.repeat(9_998)}}}`],
    ['closing pairs only', '}}'.repeat(5_000)],
    ['an opening pair and a single closing brace, repeated', '{{}'.repeat(3_000)],
  ];
  for (const [label, text] of shapes) {
    it(`finds the problem and renders ${label} without a variable running away`, () => {
      expect(templateProblems(text)).to.include('has an unclosed {{ or a stray }}');
      const rendered = renderTemplate(text, context);
      expect(rendered.length).to.be.at.most(text.length + 'Fix the login bug'.length);
    });
  }

  it('refuses more than 100 variables and more than 10,000 characters, naming the bound', () => {
    expect(templateProblems('{{task.name}}'.repeat(100))).to.deep.equal([]);
    expect(templateProblems('{{task.name}}'.repeat(101))).to.deep.equal(['has 101 template variables; at most 100 are allowed']);
    expect(templateProblems('x'.repeat(10_001))).to.deep.equal(['is 10001 characters long; a template may have at most 10000']);
  });

  it('a `{{` that starts no variable is a problem even when the braces balance', () => {
    expect(templateProblems(`{{${' '.repeat(40)}{{task.name}}}}`)).to.deep.equal(['has an unclosed {{ or a stray }}']);
    expect(renderTemplate('a {{{task.name}}} b', context)).to.equal('a {Fix the login bug} b');
  });
});
