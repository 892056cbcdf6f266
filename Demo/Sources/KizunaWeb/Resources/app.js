// Kizuna web binding layer, browser side. The server owns all state and logic; this script
// forwards events (input, change, click, row move) and applies batches of DOM changes.
// Text is only ever set through textContent or value, never as HTML.
(() => {
  'use strict';
  const screen = document.body.dataset.screen;
  const seqs = Object.create(null); // per field: the last input sequence number sent
  const connection = document.getElementById('connection');
  let batches = 0;

  // One WebSocket per page visit. Leaving the page (pagehide) closes it, so the server
  // releases the session at once; a page restored from the back/forward cache (pageshow with
  // persisted) opens a new one, and the new session's first batch re-renders every control.
  let socket = null;
  const waiting = [];
  const send = (event) => {
    const text = JSON.stringify(event);
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(text); else waiting.push(text);
  };
  function connect() {
    const current = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/${screen}`);
    socket = current;
    current.addEventListener('open', () => {
      waiting.splice(0).forEach((text) => current.send(text));
      setConnection('connected');
    });
    current.addEventListener('close', () => { if (socket === current) setConnection('disconnected'); });
    current.addEventListener('message', (message) => {
      if (socket === current) receive(JSON.parse(message.data));
    });
  }
  window.addEventListener('pagehide', () => {
    if (socket) socket.close(1000, 'page hidden');
    socket = null;
    setConnection('disconnected');
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    // A fresh session: what the page remembers of the old one no longer applies.
    for (const id in seqs) delete seqs[id];
    for (const id in tableVersions) delete tableVersions[id];
    for (const id in stashed) delete stashed[id];
    resyncing.clear();
    waiting.length = 0;
    document.body.dataset.restored = String(Number(document.body.dataset.restored || 0) + 1);
    connect();
  });

  // The label of this session's bindings in the binding inspector, as a link to it.
  function showBindingLabel(label) {
    document.body.dataset.bindingLabel = label;
    const link = document.getElementById('bindings');
    if (!link) return;
    link.textContent = `Bindings: ${label}`;
    link.title = 'Open the binding inspector in a new tab';
    link.hidden = false;
  }

  // The connection's state, shown at the top: Live, Disconnected, or the server's last
  // rejection of this page's input (until the server next accepts it).
  function setConnection(state, detail) {
    document.body.dataset.connection = state;
    if (!connection) return;
    connection.textContent = state === 'connected' ? 'Live'
      : state === 'rejected' ? `Input rejected: ${detail}` : 'Disconnected';
  }

  function receive(message) {
    if (message.session) document.body.dataset.session = message.session;
    if (message.bindingLabel) showBindingLabel(message.bindingLabel);
    if (message.error) {
      console.warn(`kizuna: ${message.code}: ${message.error}`);
      document.body.dataset.lastError = message.code || message.error;
      setConnection('rejected', message.error);
    } else if (document.body.dataset.connection === 'rejected') {
      setConnection('connected');
    }
    (message.changes || []).forEach((change) => {
      // A change the page cannot apply never stops the batch: the page asks for a resync.
      try {
        if (apply(change) === false) resync(change.id);
      } catch (error) {
        console.warn(`kizuna: could not apply ${change.op} to "${change.id}": ${error}`);
        resync(change.id);
      }
    });
    batches += 1;
    document.body.dataset.batches = String(batches);
  }

  const isCurrent = (change) => (seqs[change.id] || 0) <= change.seq;

  // Asks the server for a table's whole state, once until that state arrives.
  const resyncing = new Set();
  function resync(id) {
    const element = document.getElementById(id);
    const tableElement = element && element.closest('[data-control="table"]');
    const tables = tableElement ? [tableElement] : [...document.querySelectorAll('[data-control="table"]')];
    for (const t of tables) {
      if (resyncing.has(t.id)) continue;
      resyncing.add(t.id);
      send({ type: 'resync', id: t.id });
    }
  }

  // Sets a field's text and maps the caret and selection through the server's edit: the old
  // and new text are aligned (unchanged ends trimmed, the rest by least edits, where a letter
  // that only changed case still counts as the same letter), and each caret position moves
  // with the characters before it.
  function setValue(element, text) {
    const old = element.value;
    if (old === text) return;
    const focused = document.activeElement === element;
    const start = element.selectionStart, end = element.selectionEnd, direction = element.selectionDirection;
    element.value = text;
    if (!focused || start === null) return;
    const map = caretMap(old, text);
    element.setSelectionRange(map(start), map(end), direction || 'none');
  }

  // A function from caret positions in `old` to positions in `text`.
  function caretMap(old, text) {
    let prefix = 0;
    const limit = Math.min(old.length, text.length);
    while (prefix < limit && old[prefix] === text[prefix]) prefix += 1;
    let suffix = 0;
    while (suffix < limit - prefix && old[old.length - 1 - suffix] === text[text.length - 1 - suffix]) suffix += 1;
    const a = old.slice(prefix, old.length - suffix), b = text.slice(prefix, text.length - suffix);
    const inner = (a.length + 1) * (b.length + 1) <= 250000 ? alignedMap(a, b) : (p) => (p === 0 ? 0 : b.length);
    return (position) => {
      if (position <= prefix) return position;
      if (position >= old.length - suffix) return text.length - (old.length - position);
      return prefix + inner(position - prefix);
    };
  }

  // Aligns `a` with `b` by least cost (insert or delete 2, a different letter 3, the same
  // letter in another case 1) and maps each position in `a` to one in `b`.
  function alignedMap(a, b) {
    const n = a.length, m = b.length, width = m + 1;
    const cost = new Uint32Array((n + 1) * width);
    const substitution = (x, y) => (x === y ? 0 : x.toLowerCase() === y.toLowerCase() ? 1 : 3);
    for (let i = 0; i <= n; i += 1) cost[i * width] = 2 * i;
    for (let j = 0; j <= m; j += 1) cost[j] = 2 * j;
    for (let i = 1; i <= n; i += 1) {
      for (let j = 1; j <= m; j += 1) {
        cost[i * width + j] = Math.min(
          cost[(i - 1) * width + j - 1] + substitution(a[i - 1], b[j - 1]),
          cost[(i - 1) * width + j] + 2, cost[i * width + j - 1] + 2);
      }
    }
    // Walk back from the end; after[i] is the position in b just after a's first i letters.
    const after = new Array(n + 1).fill(0);
    let i = n, j = m;
    after[n] = m;
    while (i > 0 || j > 0) {
      if (i > 0 && j > 0 && cost[i * width + j] === cost[(i - 1) * width + j - 1] + substitution(a[i - 1], b[j - 1])) {
        i -= 1; j -= 1;
      } else if (i > 0 && cost[i * width + j] === cost[(i - 1) * width + j] + 2) {
        i -= 1;
      } else {
        j -= 1;
        continue;
      }
      after[i] = j;
    }
    return (position) => after[position];
  }

  function apply(change) {
    if (table[change.op]) {
      if (change.seq !== undefined && change.seq !== null) tableVersions[change.id] = change.seq;
      return table[change.op](change);
    }
    const element = document.getElementById(change.id);
    if (!element) return true;
    switch (change.op) {
      case 'text': element.textContent = change.text; break;
      case 'value': if (isCurrent(change)) setValue(element, change.text); break;
      case 'checked': if (isCurrent(change)) element.checked = change.flag; break;
      case 'enabled': element.disabled = !change.flag; break;
      case 'hidden': element.hidden = change.flag; break;
      case 'animating': element.classList.toggle('animating', change.flag); break;
      case 'style':
        if (change.property === 'opacity' || change.property === 'color') {
          element.style.setProperty(change.property, change.text);
        }
        break;
    }
    return true;
  }

  // `text` as well-formed UTF-16: each unpaired surrogate (a paste, an IME or a script can
  // leave one in a field) becomes U+FFFD, as TextEncoder does. The server reads UTF-8, where
  // an unpaired surrogate has no encoding, and would reject the whole text.
  const wellFormed = (text) => (typeof text.toWellFormed === 'function' ? text.toWellFormed()
    : text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

  const nextSeq = (id) => (seqs[id] = (seqs[id] || 0) + 1);
  document.addEventListener('input', (event) => {
    const field = event.target;
    if (field.dataset.control !== 'textField') return;
    // The field shows the text sent, which is what the server then holds.
    const value = wellFormed(field.value);
    if (value !== field.value) setValue(field, value);
    send({ type: 'input', id: field.id, value, seq: nextSeq(field.id) });
  });
  document.addEventListener('change', (event) => {
    const toggle = event.target;
    if (toggle.dataset.control !== 'switch') return;
    send({ type: 'change', id: toggle.id, checked: toggle.checked, seq: nextSeq(toggle.id) });
  });
  document.addEventListener('click', (event) => {
    const button = event.target.closest('[data-control="button"]');
    if (!button || button.disabled) return;
    send({ type: 'click', id: button.id });
  });

  // Sectioned table: <div data-control="table"> holding sections, each with a header and rows.
  // Rows are named by id (data-row-id); sections by index (only the server changes them).
  const tableVersions = Object.create(null); // per table: the version of the last change applied
  const stashed = Object.create(null); // per table: row elements kept across a reload, by id
  const sectionsOf = (tableElement) => [...tableElement.querySelectorAll(':scope > .section')];
  const rowsOf = (section) => [...section.querySelectorAll(':scope > .rows > .row')];
  const rowIn = (tableElement, rowID) =>
    [...tableElement.querySelectorAll(':scope > .section > .rows > .row')].find((row) => row.dataset.rowId === rowID);
  function makeSection(title) {
    const section = document.createElement('section');
    section.className = 'section';
    const header = document.createElement('h2');
    header.textContent = title;
    const rows = document.createElement('div');
    rows.className = 'rows';
    section.append(header, rows);
    return section;
  }
  // A row of the table's kind: a drag handle, a label and a text field named after the row;
  // or, in a table with data-cell="button", a label, a detail label and a button.
  function makeRow(tableElement, rowID, title) {
    const row = document.createElement('div');
    row.className = 'row';
    row.dataset.rowId = rowID;
    if (tableElement.dataset.cell === 'button') {
      const label = document.createElement('span');
      label.className = 'row-label row-title';
      label.id = `${rowID}-label`;
      label.textContent = title;
      const detail = document.createElement('span');
      detail.className = 'row-detail';
      detail.id = `${rowID}-detail`;
      const button = document.createElement('button');
      button.id = `${rowID}-button`;
      button.dataset.control = 'button';
      row.append(label, detail, button);
      return row;
    }
    const handle = document.createElement('span');
    handle.className = 'handle';
    handle.textContent = '≡';
    handle.title = 'Drag to reorder';
    const label = document.createElement('label');
    label.className = 'row-label';
    label.id = `${rowID}-label`;
    label.textContent = title;
    const field = document.createElement('input');
    field.id = rowID;
    field.dataset.control = 'textField';
    field.autocomplete = 'off';
    label.htmlFor = field.id;
    row.append(handle, label, field);
    delete seqs[rowID]; // a new field: the server's next value for it applies
    return row;
  }
  const place = (section, row, index) =>
    section.querySelector(':scope > .rows').insertBefore(row, rowsOf(section).filter((r) => r !== row)[index] || null);
  const table = {
    reload(change) {
      const tableElement = document.getElementById(change.id);
      if (!tableElement) return false;
      const kept = (stashed[change.id] = Object.create(null));
      for (const row of tableElement.querySelectorAll('.row')) kept[row.dataset.rowId] = row;
      tableElement.replaceChildren();
      return true;
    },
    insertSection(change) {
      const tableElement = document.getElementById(change.id);
      if (!tableElement) return false;
      tableElement.insertBefore(makeSection(change.text), sectionsOf(tableElement)[change.section] || null);
      return true;
    },
    sectionTitle(change) {
      const section = sectionsOf(document.getElementById(change.id))[change.section];
      if (!section) return false;
      section.querySelector(':scope > h2').textContent = change.text;
      return true;
    },
    deleteSection(change) {
      const section = sectionsOf(document.getElementById(change.id))[change.section];
      if (!section) return false;
      section.remove();
      return true;
    },
    insertRow(change) {
      const tableElement = document.getElementById(change.id);
      const section = sectionsOf(tableElement)[change.section];
      if (!section) return false;
      const kept = stashed[change.id] && stashed[change.id][change.rowID];
      const row = kept || rowIn(tableElement, change.rowID) || makeRow(tableElement, change.rowID, change.text);
      if (kept) delete stashed[change.id][change.rowID];
      place(section, row, change.row);
      row.classList.add('inserted');
      return true;
    },
    deleteRow(change) {
      const row = rowIn(document.getElementById(change.id), change.rowID);
      if (!row) return false;
      row.remove();
      return true;
    },
    moveRow(change) {
      const tableElement = document.getElementById(change.id);
      const row = rowIn(tableElement, change.rowID);
      const target = sectionsOf(tableElement)[change.toSection];
      if (!row || !target) return false;
      place(target, row, change.toRow);
      return true;
    },
    // The server's whole structure: keep row elements by id, in the server's order.
    layout(change) {
      const tableElement = document.getElementById(change.id);
      if (!tableElement) return false;
      resyncing.delete(change.id);
      const rows = Object.create(null);
      for (const row of tableElement.querySelectorAll('.row')) rows[row.dataset.rowId] = row;
      let sections = sectionsOf(tableElement);
      for (const extra of sections.slice(change.layout.sections.length)) extra.remove();
      for (let index = sections.length; index < change.layout.sections.length; index += 1) {
        tableElement.append(makeSection(''));
      }
      sections = sectionsOf(tableElement);
      let complete = true;
      change.layout.sections.forEach((wanted, index) => {
        const section = sections[index];
        section.querySelector(':scope > h2').textContent = wanted.title;
        const container = section.querySelector(':scope > .rows');
        for (const { id, title } of wanted.rows) {
          let row = rows[id];
          if (row) {
            delete rows[id];
          } else {
            row = makeRow(tableElement, id, title);
            complete = false; // a new field: its text comes with a resync
          }
          container.append(row); // appending in order rebuilds the order
        }
      });
      for (const id in rows) rows[id].remove(); // rows the server no longer has
      if (!complete) resync(change.id);
      return true;
    },
  };

  // Row dragging with pointer events: drop on another row to take its place, or on a section.
  let dragged = null;
  const indexPath = (row) => {
    const section = row.closest('.section');
    return [sectionsOf(section.parentElement).indexOf(section), rowsOf(section).indexOf(row)];
  };
  document.addEventListener('pointerdown', (event) => {
    const handle = event.target.closest('.handle');
    if (!handle) return;
    dragged = handle.closest('.row');
    dragged.classList.add('dragging');
    event.preventDefault();
  });
  document.addEventListener('pointerup', (event) => {
    if (!dragged) return;
    const row = dragged;
    dragged = null;
    row.classList.remove('dragging');
    const over = document.elementFromPoint(event.clientX, event.clientY);
    const tableElement = row.closest('[data-control="table"]');
    if (!tableElement) return; // the server removed the row meanwhile
    const targetRow = over && over.closest('.row');
    const targetSection = over && over.closest('.section');
    if (!targetSection || !tableElement.contains(targetSection) || targetRow === row) return;
    const [section] = indexPath(row);
    let toSection, toRow;
    if (targetRow) {
      [toSection, toRow] = indexPath(targetRow);
    } else {
      toSection = sectionsOf(tableElement).indexOf(targetSection);
      toRow = rowsOf(targetSection).length - (toSection === section ? 1 : 0);
    }
    // Move locally first (the server never echoes a move it takes as is), then report it by
    // row id with the table version shown, so the server can tell a move made over positions
    // it has changed since.
    place(sectionsOf(tableElement)[toSection], row, toRow);
    send({
      type: 'move', id: tableElement.id, rowID: row.dataset.rowId, toSection, toRow,
      version: tableVersions[tableElement.id] || 0,
    });
  });

  connect();
})();
