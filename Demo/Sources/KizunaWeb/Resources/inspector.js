// Kizuna binding inspector, browser side: reads /inspector.json every second and draws each
// screen's live bindings as a graph (SVG) and a table. Every text (labels, sites, type names
// such as Observable<String>) goes in through textContent or setAttribute, never as markup.
(() => {
  'use strict';
  const SVG = 'http://www.w3.org/2000/svg';
  const INTERVAL = 1000; // ms between refreshes
  const LEAK_AFTER = 5000; // ms a closed session's bindings may take to go before it is a leak
  const RELEASED_SHOWN = 12; // lines kept in the list of closed screens
  const groupsElement = document.getElementById('groups');
  const released = document.getElementById('released');
  const notice = document.getElementById('notice');
  const expanded = new Set(); // labels whose table of bindings the user opened
  const closedSince = new Map(); // label -> when it was first seen closed
  let largest = new Map(); // label -> the most bindings seen in its group, while it is listed
  let lastText = null;
  let updates = 0;

  async function refresh() {
    try {
      const response = await fetch('/inspector.json', { cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = await response.text();
      // Redraw when the data changed, or while a closed screen may be turning into a leak.
      if (text !== lastText || closedSince.size > 0) render(JSON.parse(text));
      lastText = text;
      setStatus('Live', 'connected');
    } catch (error) {
      setStatus('Disconnected', 'disconnected');
    }
    updates += 1;
    document.body.dataset.updates = String(updates);
    setTimeout(refresh, INTERVAL);
  }

  function setStatus(text, state) {
    document.body.dataset.connection = state;
    document.getElementById('status').textContent = text;
  }

  function render(report) {
    const now = Date.now();
    const labelled = report.groups.filter((group) => group.label != null);
    document.body.dataset.total = String(report.total);
    document.getElementById('total').textContent = String(report.total);
    document.getElementById('screens').textContent =
      String(labelled.filter((group) => group.isOpen).length);

    const notes = [];
    if (!report.isRecording) notes.push('Recording is off: new bindings are not listed.');
    if (report.listed < report.total) {
      notes.push(`Listing the oldest ${report.listed} of ${report.total} bindings.`);
    }
    notice.textContent = notes.join(' ');
    notice.hidden = notes.length === 0;

    // A label that was listed and is gone: that screen's bindings were all released.
    const present = new Map(labelled.map((group) => [group.label, group]));
    for (const [label, count] of largest) {
      if (!present.has(label)) noteReleased(label, count);
    }
    largest = new Map(labelled.map((group) =>
      [group.label, Math.max(group.count, largest.get(group.label) || 0)]));
    for (const label of [...closedSince.keys()]) {
      if (!present.has(label) || present.get(label).isOpen) closedSince.delete(label);
    }
    for (const group of labelled) {
      if (!group.isOpen && !closedSince.has(group.label)) closedSince.set(group.label, now);
    }
    groupsElement.replaceChildren(...report.groups.map((group) => renderGroup(group, now)));
  }

  function noteReleased(label, count) {
    const item = element('li', 'released-item');
    item.textContent =
      `${label} closed: all ${count} of its binding${count === 1 ? '' : 's'} released.`;
    released.prepend(item);
    while (released.children.length > RELEASED_SHOWN) released.lastElementChild.remove();
  }

  function renderGroup(group, now) {
    const section = element('section', 'group');
    const key = group.label == null ? '' : group.label;
    section.dataset.label = key;
    section.dataset.count = String(group.count);
    section.dataset.open = String(group.isOpen);
    const header = element('div', 'group-header');
    const title = element('h2', 'group-title');
    title.textContent = group.label == null ? 'Server-wide (no label)' : group.label;
    const state = element('span', 'badge');
    if (group.isOpen) {
      state.textContent = group.label == null ? 'server' : 'open';
    } else if (now - (closedSince.get(group.label) || now) >= LEAK_AFTER) {
      state.textContent = 'closed, still bound: a leak';
      section.classList.add('leak');
    } else {
      state.textContent = 'closed, releasing';
      section.classList.add('closing');
    }
    header.append(title, state);
    const summary = element('p', 'group-summary');
    const shown = group.bindings.length;
    summary.textContent = `${group.count} binding${group.count === 1 ? '' : 's'}` +
      (shown < group.count ? ` (${shown} listed)` : '') +
      ` · ${group.events} event${group.events === 1 ? '' : 's'} received`;
    const graph = element('div', 'graph');
    graph.append(drawGraph(group));
    const details = element('details', 'binding-list');
    details.open = expanded.has(key);
    details.addEventListener('toggle', () => {
      if (details.open) expanded.add(key); else expanded.delete(key);
    });
    const caption = element('summary');
    caption.textContent = 'Bindings as a table';
    details.append(caption, bindingTable(group));
    section.append(header, summary, graph, details);
    return section;
  }

  function bindingTable(group) {
    const table = element('table', 'bindings');
    const head = element('tr');
    for (const name of ['#', 'Kind', 'Made at', 'Source → target', 'Events']) {
      const cell = element('th');
      cell.textContent = name;
      head.append(cell);
    }
    table.append(head);
    for (const binding of group.bindings) {
      const row = element('tr', 'binding');
      row.dataset.id = String(binding.id);
      row.dataset.events = String(binding.events);
      const cells = [
        ['id', `#${binding.id}`], ['kind', binding.kind], ['site', binding.site],
        ['flow', `${binding.source} → ${binding.target == null ? 'observer' : binding.target}`],
        // A password's bindings say only whether any event came, never how many.
        ['events', binding.isSecret ? (binding.events > 0 ? 'changed' : 'none') :
          String(binding.events)],
      ];
      for (const [name, text] of cells) {
        const cell = element('td', name);
        cell.textContent = text;
        row.append(cell);
      }
      if (binding.isInsideKizuna) row.classList.add('internal');
      table.append(row);
    }
    return table;
  }

  // The graph: sources (left) → bindings (middle, with the line that made each) → targets
  // (right). An edge into a binding carries the events its subscription delivered; an edge
  // out of it the events the binding received.
  const ROW = 48, NODE = 38, PAD = 10;
  const SOURCE_X = 0, SOURCE_W = 240, BINDING_X = 310, BINDING_W = 320;
  const TARGET_X = 700, TARGET_W = 210, WIDTH = 910, CHAIN_DEPTH = 24;

  function drawGraph(group) {
    const rows = Math.max(group.sources.length, group.bindings.length, 1);
    const top = (count) => PAD + (rows - count) * ROW / 2; // centres a shorter column
    // Edges are drawn under the boxes, so a line that passes a box is hidden behind it.
    const edges = svgElement('g', 'edges');
    const nodes = svgElement('g', 'nodes');
    const sourceY = new Map();
    const sourceName = new Map();
    group.sources.forEach((source, index) => {
      const y = top(group.sources.length) + index * ROW;
      sourceY.set(source.id, y);
      sourceName.set(source.id, source.name == null ? source.type : `“${source.name}”`);
      const text = source.name == null ? [source.type] : [source.type, `“${source.name}”`];
      nodes.append(node('source', SOURCE_X, y, SOURCE_W, text,
        `${source.type}${source.name == null ? '' : ` "${source.name}"`}`));
    });
    const chains = group.bindings.some((binding) => sourceY.has(binding.targetSource));
    const height = rows * ROW + 2 * PAD + (chains ? CHAIN_DEPTH : 0);
    const svg = svgElement('svg', 'graph-svg', {
      viewBox: `0 0 ${WIDTH} ${height}`, width: WIDTH, height, role: 'img',
    });
    const label = svgElement('title');
    label.textContent = `Bindings of ${group.label == null ? 'the server' : group.label}`;
    svg.append(label);
    group.bindings.forEach((binding, index) => {
      const y = top(group.bindings.length) + index * ROW;
      const middle = y + NODE / 2;
      const kindClass = `kind-${binding.kind.replace(/[^A-Za-z]/g, '')}`;
      const more = binding.upstreamCount - binding.upstream.length;
      const tip = `#${binding.id} ${binding.kind} at ${binding.site}\n${binding.source}` +
        ` → ${binding.target == null ? 'observer' : binding.target}\n` +
        `${binding.events} events` + (more > 0 ? `; ${more} more sources not listed` : '');
      const bindingNode = node(`binding ${kindClass}`, BINDING_X, y, BINDING_W,
        [binding.kind, binding.site], tip, true);
      bindingNode.dataset.site = binding.site;
      if (binding.isInsideKizuna) bindingNode.classList.add('internal');
      nodes.append(bindingNode);
      for (const edge of binding.upstream) {
        const from = sourceY.get(edge.source);
        if (from === undefined) continue;
        edges.append(curve(SOURCE_X + SOURCE_W, from + NODE / 2, BINDING_X, middle, edge.events,
          `${edge.events} events, subscribed at ${edge.site}`));
      }
      // A target that other bindings observe (`a.bind(to: b)`, then `b.observeNext`) says
      // so, and a dashed line joins it to its box among the sources.
      const chained = sourceY.get(binding.targetSource);
      const target = binding.target == null ? ['observer closure'] : [binding.target];
      if (chained !== undefined) target.push(`→ ${sourceName.get(binding.targetSource)}`);
      nodes.append(node(binding.target == null ? 'target closure' : 'target', TARGET_X, y,
        TARGET_W, target, target.join(' ')));
      edges.append(curve(BINDING_X + BINDING_W, middle, TARGET_X, middle, binding.events,
        `${binding.events} events received`));
      if (chained !== undefined) {
        edges.append(chain(TARGET_X + TARGET_W / 2, y + NODE, SOURCE_X + 16, chained + NODE,
          `#${binding.id} writes to ${target.join(' ')}, a source of the bindings its box ` +
          'leads to'));
      }
    });
    svg.append(edges, nodes);
    return svg;
  }

  // A box with one or two lines of text and the full text as its tooltip. A line too long
  // for the box loses its end, or with `keepEnd` its start (a site keeps its file and line).
  function node(kind, x, y, width, lines, tip, keepEnd) {
    const group = svgElement('g', `node ${kind}`);
    const title = svgElement('title');
    title.textContent = tip;
    group.append(title, svgElement('rect', null, { x, y, width, height: NODE, rx: 7 }));
    const limit = Math.floor((width - 16) / 7);
    lines.forEach((line, index) => {
      const text = svgElement('text', index === 0 ? 'first' : 'second', {
        x: x + 8, y: y + (lines.length === 1 ? 23 : 16 + index * 14),
      });
      if (line.length <= limit) {
        text.textContent = line;
      } else if (keepEnd && index > 0) {
        text.textContent = `…${line.slice(line.length - limit + 1)}`;
      } else {
        text.textContent = `${line.slice(0, limit - 1)}…`;
      }
      group.append(text);
    });
    return group;
  }

  // A curve from (x0, y0) to (x1, y1) with its count written near its end.
  function curve(x0, y0, x1, y1, count, tip) {
    const group = svgElement('g', count > 0 ? 'edge busy' : 'edge');
    const title = svgElement('title');
    title.textContent = tip;
    const xm = (x0 + x1) / 2;
    const path = svgElement('path', null, { d: `M${x0},${y0} C${xm},${y0} ${xm},${y1} ${x1},${y1}` });
    // The point at t = 0.75 of the cubic Bézier: labels of edges into one node stay apart.
    const t = 0.75, u = 1 - t;
    const lx = u * u * u * x0 + 3 * u * u * t * xm + 3 * u * t * t * xm + t * t * t * x1;
    const ly = u * u * u * y0 + 3 * u * u * t * y0 + 3 * u * t * t * y1 + t * t * t * y1;
    const label = svgElement('text', 'count', { x: lx, y: ly - 3 });
    label.textContent = String(count);
    group.append(title, path, label);
    return group;
  }

  // A dashed line from (x0, y0) to (x1, y1) that dips below both ends.
  function chain(x0, y0, x1, y1, tip) {
    const group = svgElement('g', 'chain');
    const title = svgElement('title');
    title.textContent = tip;
    const low = Math.max(y0, y1) + CHAIN_DEPTH;
    group.append(title, svgElement('path', null, { d: `M${x0},${y0} C${x0},${low} ${x1},${low} ${x1},${y1}` }));
    return group;
  }

  function element(name, className) {
    const made = document.createElement(name);
    if (className) made.className = className;
    return made;
  }

  function svgElement(name, className, attributes) {
    const made = document.createElementNS(SVG, name);
    if (className) made.setAttribute('class', className);
    for (const [key, value] of Object.entries(attributes || {})) made.setAttribute(key, String(value));
    return made;
  }

  refresh();
})();
