// Painting for browsers without the CSS Custom Highlight API: the same
// named layers, drawn as translucent boxes over the text. The boxes live in
// a layer of our own, a child of <html> and never of the editor (an editor
// in an iframe serializes its <body>), so the host's content stays as it is.
// They are clipped to the editor's box and redrawn, once per frame at most,
// when a layer changes, text is typed, or anything scrolls or resizes.

/** A stand-in for `Highlight`: a set of ranges that reports its changes. */
class BoxLayer extends Set {
  /** @param {() => void} changed */
  constructor(changed) {
    super();
    this.changed = changed;
    /** Drawing order, as `Highlight.priority`: higher is drawn later, on top. */
    this.priority = 0;
  }

  add(range) {
    super.add(range);
    this.changed();
    return this;
  }

  delete(range) {
    const had = super.delete(range);
    if (had) this.changed();
    return had;
  }
}

/** The element whose box clips a range's boxes: our mirror or the editable root. */
function clipOf(range) {
  const n = range.startContainer;
  const el = n.nodeType === 1 ? n : n.parentElement;
  return el?.closest('.sl-mirror, [contenteditable=""], [contenteditable=true]') ?? null;
}

/**
 * A highlight registry for one window with the shape of `CSS.highlights`
 * (get, set, delete) that paints boxes. Made on first use, gone with its
 * last layer.
 * @param {Window} win
 */
export function boxRegistry(win) {
  const doc = win.document;
  const layers = new Map();
  let host = null;
  let frame = 0;

  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(draw);
  };

  function draw() {
    frame = 0;
    if (!host) return;
    const vw = doc.documentElement.clientWidth;
    const vh = doc.documentElement.clientHeight;
    const clips = new Map();
    const boxes = [];
    const ordered = [...layers].sort((a, b) => a[1].priority - b[1].priority);
    for (const [name, layer] of ordered) {
      for (const range of layer) {
        const clipEl = clipOf(range);
        let clip = clips.get(clipEl);
        if (!clip) {
          const r = clipEl?.getBoundingClientRect();
          clip = r ? { l: Math.max(r.left, 0), t: Math.max(r.top, 0), r: Math.min(r.right, vw), b: Math.min(r.bottom, vh) }
            : { l: 0, t: 0, r: vw, b: vh };
          clips.set(clipEl, clip);
        }
        for (const rect of range.getClientRects()) {
          const l = Math.max(rect.left, clip.l);
          const t = Math.max(rect.top, clip.t);
          const r = Math.min(rect.right, clip.r);
          const b = Math.min(rect.bottom, clip.b);
          if (r <= l || b <= t) continue;
          const box = doc.createElement('div');
          box.className = `sl-box ${name}`;
          box.style.left = `${l}px`;
          box.style.top = `${t}px`;
          box.style.width = `${r - l}px`;
          box.style.height = `${b - t}px`;
          boxes.push(box);
        }
      }
    }
    host.replaceChildren(...boxes);
  }

  function open() {
    host = doc.createElement('div');
    host.className = 'sl-boxes';
    host.setAttribute('aria-hidden', 'true');
    doc.documentElement.append(host);
    win.addEventListener('scroll', schedule, true);
    win.addEventListener('input', schedule, true);
    win.addEventListener('resize', schedule);
  }

  function close() {
    win.cancelAnimationFrame(frame);
    frame = 0;
    win.removeEventListener('scroll', schedule, true);
    win.removeEventListener('input', schedule, true);
    win.removeEventListener('resize', schedule);
    host.remove();
    host = null;
  }

  return {
    /** @param {string} name */
    get: (name) => layers.get(name),
    /** @param {string} name @param {BoxLayer} layer */
    set(name, layer) {
      if (!host) open();
      layers.set(name, layer);
      schedule();
    },
    /** @param {string} name */
    delete(name) {
      const had = layers.delete(name);
      if (had && !layers.size) close();
      else if (had) schedule();
      return had;
    },
    /** A new, empty layer of this registry. */
    make: () => new BoxLayer(schedule),
  };
}
