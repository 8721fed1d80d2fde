// The page of /prod-api/docs: reads /prod-api/openapi.json with the token this tab signed in with (the
// console keeps it in sessionStorage 'token') and shows each call. No library: it works offline and
// under the console's content policy (scripts from our own files, nothing inline).
(function () {
  const status = document.getElementById('status');
  const main = document.getElementById('calls');

  function element(tag, text, className) {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  }

  function typeOf(schema) {
    if (!schema || typeof schema !== 'object') return 'any';
    if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
    const parts = [];
    if (schema.const !== undefined) parts.push(JSON.stringify(schema.const));
    else if (schema.enum) parts.push(schema.enum.map((value) => JSON.stringify(value)).join(' | '));
    else parts.push(Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type || 'any');
    if (schema.minLength !== undefined) parts.push(`min length ${schema.minLength}`);
    if (schema.maxLength !== undefined) parts.push(`max length ${schema.maxLength}`);
    if (schema.minimum !== undefined && schema.minimum > -9007199254740991)
      parts.push(`min ${schema.minimum}`);
    if (schema.maximum !== undefined && schema.maximum < 9007199254740991)
      parts.push(`max ${schema.maximum}`);
    if (schema.pattern) parts.push(`pattern ${schema.pattern}`);
    return parts.join(', ');
  }

  function fieldTable(rows) {
    const table = element('table');
    const head = element('tr');
    ['field', 'type', 'required'].forEach((title) => head.appendChild(element('th', title)));
    table.appendChild(head);
    rows.forEach(([name, schema, required]) => {
      const row = element('tr');
      row.appendChild(element('td')).appendChild(element('code', name));
      row.appendChild(element('td', typeOf(schema)));
      row.appendChild(element('td', required ? 'yes' : 'no'));
      table.appendChild(row);
    });
    return table;
  }

  function inputRows(operation) {
    if (operation.parameters) return operation.parameters.map((p) => [p.name, p.schema, p.required]);
    const content = operation.requestBody ? Object.values(operation.requestBody.content)[0] : undefined;
    const schema = content ? content.schema : {};
    const required = schema.required || [];
    return Object.entries(schema.properties || {}).map(([name, field]) => [
      name,
      field,
      required.includes(name),
    ]);
  }

  function show(doc) {
    status.textContent = `Server: ${doc.servers[0].url}. OpenAPI ${doc.openapi}. The rules every call follows come first; docs/api.md holds the same text.`;
    const rules = element('details');
    rules.appendChild(element('summary', 'The rules of every call'));
    rules.appendChild(element('div', doc.info.description, 'prose'));
    main.appendChild(rules);
    const tags = Object.fromEntries((doc.tags || []).map((tag) => [tag.name, tag]));
    const byTag = {};
    Object.entries(doc.paths).forEach(([path, methods]) =>
      Object.entries(methods).forEach(([method, operation]) => {
        const tag = (operation.tags || ['calls'])[0];
        (byTag[tag] = byTag[tag] || []).push([path, method, operation]);
      }),
    );
    Object.entries(byTag).forEach(([tag, calls]) => {
      main.appendChild(element('h2', (tags[tag] && tags[tag]['x-displayName']) || tag));
      if (tags[tag] && tags[tag].description)
        main.appendChild(element('div', tags[tag].description, 'prose'));
      calls.forEach(([path, method, operation]) => {
        const section = element('section', undefined, 'call');
        const title = element('h3');
        title.appendChild(element('span', method.toUpperCase(), `method ${method}`));
        title.appendChild(document.createTextNode(' '));
        title.appendChild(element('code', doc.servers[0].url + path));
        section.appendChild(title);
        section.appendChild(element('p', operation.summary));
        section.appendChild(element('div', operation.description, 'prose note'));
        const rows = inputRows(operation);
        section.appendChild(element('h4', 'Input'));
        section.appendChild(rows.length ? fieldTable(rows) : element('p', 'none', 'note'));
        const content = operation.responses['200'].content;
        const file = Object.keys(content).find((type) => type !== 'application/json');
        if (file) {
          section.appendChild(element('h4', 'Answer: a file'));
          section.appendChild(element('p', `${file}; a refusal is the JSON envelope`, 'note'));
        } else {
          section.appendChild(element('h4', 'Answer (the envelope; data on status 200)'));
          const success = content['application/json'].schema.oneOf[0];
          section.appendChild(element('pre', JSON.stringify(success.properties.data, null, 2)));
        }
        main.appendChild(section);
      });
    });
    const whole = element('details');
    whole.appendChild(element('summary', 'The whole document (openapi.json)'));
    whole.appendChild(element('pre', JSON.stringify(doc, null, 2)));
    main.appendChild(whole);
  }

  const token = sessionStorage.getItem('token');
  fetch('/prod-api/openapi.json', { headers: token ? { 'X-Token': token } : {} })
    .then((response) => {
      if (response.status === 403) {
        status.textContent =
          'Sign in to the console in this tab (or open this page from a tab where you are signed in), then reload.';
        return undefined;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json().then(show);
    })
    .catch((error) => {
      status.textContent = `The document could not be read: ${error.message}`;
    });
})();
