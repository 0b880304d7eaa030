(() => {
  const $ = (id) => document.getElementById(id);
  const parse = (text, what) => {
    try {
      return text.trim() ? JSON.parse(text) : {};
    } catch {
      throw new Error(`${what} must be valid JSON`);
    }
  };
  async function post(body, extraHeaders = {}) {
    const response = await fetch(location.pathname, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', ...extraHeaders },
      body: JSON.stringify(body),
    });
    return response.json();
  }
  async function run() {
    const result = $('result');
    result.textContent = 'Running…';
    try {
      const json = await post(
        { query: $('query').value, variables: parse($('variables').value, 'Variables') },
        parse($('headers').value, 'Headers'),
      );
      result.textContent = JSON.stringify(json, null, 2);
    } catch (error) {
      result.textContent = String(error.message || error);
    }
  }
  const typeName = (t) => (t.kind === 'NON_NULL' ? `${typeName(t.ofType)}!` : t.kind === 'LIST' ? `[${typeName(t.ofType)}]` : t.name);
  async function loadSchema() {
    const container = $('schema');
    const json = await post({
      query: `{ __schema { types { name kind description fields { name description args { name type { ...T } } type { ...T } } inputFields { name type { ...T } } } } }
        fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }`,
    });
    container.textContent = '';
    const types = json.data.__schema.types
      .filter((t) => !t.name.startsWith('__') && (t.fields || t.inputFields))
      .sort((a, b) => (a.name === 'Query' ? -1 : b.name === 'Query' ? 1 : a.name === 'Mutation' ? -1 : b.name === 'Mutation' ? 1 : a.name.localeCompare(b.name)));
    for (const type of types) {
      const details = document.createElement('details');
      if (type.name === 'Query') details.open = true;
      const summary = document.createElement('summary');
      summary.textContent = `${type.kind === 'INPUT_OBJECT' ? 'input ' : ''}${type.name}`;
      details.append(summary);
      const list = document.createElement('ul');
      for (const field of type.fields || type.inputFields) {
        const item = document.createElement('li');
        const args = field.args && field.args.length ? `(${field.args.map((a) => `${a.name}: ${typeName(a.type)}`).join(', ')})` : '';
        item.textContent = `${field.name}${args}: ${typeName(field.type)}`;
        if (field.description) item.title = field.description;
        list.append(item);
      }
      details.append(list);
      container.append(details);
    }
  }
  $('run').addEventListener('click', run);
  document.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') run();
  });
  loadSchema().catch((error) => {
    $('schema').textContent = `Could not load the schema: ${error.message}`;
  });
})();
