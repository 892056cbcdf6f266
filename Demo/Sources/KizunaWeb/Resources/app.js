// Kizuna web binding layer, browser side. The server owns all state and logic; this script
// forwards events (input, change, click, row move) and applies batches of DOM changes.
// Text is only ever set through textContent or value, never as HTML.
(() => {
  'use strict';
  const screen = document.body.dataset.screen;
  const latency = Math.max(0, Number(new URLSearchParams(location.search).get('latency')) || 0);
  const later = (work) => (latency > 0 ? setTimeout(work, latency) : work());
  const seqs = Object.create(null); // per field: the last input sequence number sent
  const connection = document.getElementById('connection');
  let batches = 0;

  const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/${screen}`);
  const waiting = [];
  const send = (event) => {
    const text = JSON.stringify(event);
    later(() => (socket.readyState === WebSocket.OPEN ? socket.send(text) : waiting.push(text)));
  };
  socket.addEventListener('open', () => {
    waiting.splice(0).forEach((text) => socket.send(text));
    setConnection('connected');
  });
  socket.addEventListener('close', () => setConnection('disconnected'));
  socket.addEventListener('message', (message) => {
    const data = message.data;
    later(() => receive(JSON.parse(data)));
  });

  function setConnection(state) {
    document.body.dataset.connection = state;
    if (connection) connection.textContent = state === 'connected' ? 'Live' : 'Disconnected';
  }

  function receive(message) {
    if (message.error) {
      console.warn(`kizuna: ${message.error}`);
      document.body.dataset.lastError = message.error;
    }
    (message.changes || []).forEach(apply);
    batches += 1;
    document.body.dataset.batches = String(batches);
  }

  const isCurrent = (change) => (seqs[change.id] || 0) <= change.seq;

  function apply(change) {
    if (table[change.op]) { table[change.op](change); return; }
    const element = document.getElementById(change.id);
    if (!element) return;
    switch (change.op) {
      case 'text': element.textContent = change.text; break;
      case 'value': if (isCurrent(change) && element.value !== change.text) element.value = change.text; break;
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
  }

  const nextSeq = (id) => (seqs[id] = (seqs[id] || 0) + 1);
  document.addEventListener('input', (event) => {
    const field = event.target;
    if (field.dataset.control !== 'textField') return;
    send({ type: 'input', id: field.id, value: field.value, seq: nextSeq(field.id) });
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
  const sectionsOf = (tableElement) => [...tableElement.querySelectorAll(':scope > .section')];
  const rowsOf = (section) => [...section.querySelectorAll(':scope > .rows > .row')];
  const table = {
    reload(change) { document.getElementById(change.id)?.replaceChildren(); },
    insertSection(change) {
      const tableElement = document.getElementById(change.id);
      const section = document.createElement('section');
      section.className = 'section';
      const header = document.createElement('h2');
      header.textContent = change.text;
      const rows = document.createElement('div');
      rows.className = 'rows';
      section.append(header, rows);
      tableElement.insertBefore(section, sectionsOf(tableElement)[change.section] || null);
    },
    sectionTitle(change) {
      const section = sectionsOf(document.getElementById(change.id))[change.section];
      if (section) section.querySelector(':scope > h2').textContent = change.text;
    },
    deleteSection(change) { sectionsOf(document.getElementById(change.id))[change.section]?.remove(); },
    insertRow(change) {
      const section = sectionsOf(document.getElementById(change.id))[change.section];
      const row = document.createElement('div');
      row.className = 'row';
      row.dataset.rowId = change.rowID;
      const handle = document.createElement('span');
      handle.className = 'handle';
      handle.textContent = '≡';
      handle.title = 'Drag to reorder';
      const label = document.createElement('label');
      label.className = 'row-label';
      label.id = `${change.rowID}-label`;
      label.textContent = change.text;
      const field = document.createElement('input');
      field.id = change.rowID;
      field.dataset.control = 'textField';
      field.autocomplete = 'off';
      label.htmlFor = field.id;
      row.append(handle, label, field);
      const rows = section.querySelector(':scope > .rows');
      rows.insertBefore(row, rowsOf(section)[change.row] || null);
      row.classList.add('inserted');
    },
    deleteRow(change) {
      const section = sectionsOf(document.getElementById(change.id))[change.section];
      rowsOf(section)[change.row]?.remove();
    },
    moveRow(change) {
      const sections = sectionsOf(document.getElementById(change.id));
      const row = rowsOf(sections[change.section])[change.row];
      const target = sections[change.toSection];
      row.remove();
      target.querySelector(':scope > .rows').insertBefore(row, rowsOf(target)[change.toRow] || null);
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
    const targetRow = over && over.closest('.row');
    const targetSection = over && over.closest('.section');
    if (!targetSection || !tableElement.contains(targetSection) || targetRow === row) return;
    const [section, index] = indexPath(row);
    let toSection, toRow;
    if (targetRow) {
      [toSection, toRow] = indexPath(targetRow);
    } else {
      toSection = sectionsOf(tableElement).indexOf(targetSection);
      toRow = rowsOf(targetSection).length - (toSection === section ? 1 : 0);
    }
    // Move locally first (the server never echoes a user's move back), then report it.
    table.moveRow({ id: tableElement.id, section, row: index, toSection, toRow });
    send({ type: 'move', id: tableElement.id, section, row: index, toSection, toRow });
  });
})();
