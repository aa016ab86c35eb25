// A map of OpenStreetMap's tiles with markers, numbered clusters and popups: the list's map view
// and the detail pages' map. Loaded only when a map is shown (dynamic import). It does what those
// maps need and no more (docs/decisions/0018-own-map.md): drag, pinch, double-click, buttons and
// keys to move and zoom, whole zoom steps without animation. Popups are built as DOM nodes with
// textContent, never HTML strings, because titles come from the CRM.
import "./tile-map.css";
import { clusterByCell } from "./map-clusters.ts";
import {
  fitPoints,
  type LatLng,
  MAX_ZOOM,
  MIN_ZOOM,
  metresPerPixel,
  nudgeIntoView,
  type Point,
  project,
  tilesInView,
  unproject,
  type View,
} from "./map-geometry.ts";

export interface MapMarker {
  id?: number;
  latitude: number;
  longitude: number;
  title: string;
  href?: string;
  /** The price, under the title. */
  detail?: string;
  /** A line under the price: the town. */
  place?: string;
  /** The property's photo at the head of its popup: a src and the widths the image service offers. */
  photo?: { src: string; srcSet: string };
  /** "EPC B · 180 kWh/m²/jaar", with the label's colour class. */
  energy?: { prefix: string; label: string; tone: string | null; figure: string | null };
  approximate: boolean;
}

/** The names of the map and of its buttons, in the page's language. */
export interface MapLabels {
  map: string;
  zoomIn: string;
  zoomOut: string;
  close: string;
}

export interface MapOptions {
  zoom?: number;
  /** Group markers that would overlap into numbered clusters (the list's map). */
  cluster?: boolean;
  /** The accessible name of a cluster: "{count} properties, zoom in". */
  clusterLabel?: (count: number) => string;
  /** Told the ids of the markers in view after every move and zoom. */
  onView?: (ids: number[]) => void;
  /** Told when the visitor moved or zoomed the map ("search this area" then shows). */
  onMoved?: () => void;
  /** The view to open at, instead of one that fits the markers (the view a search was made in). */
  view?: View;
  /** An area drawn on the map (the list's search area); the view fits it rather than the markers. */
  shape?: LatLng[];
  /** Handed the map's handle once it is drawn: what drawing an area (map-draw.ts) works with. */
  onReady?: (map: MapHandle) => void;
}

/** What the list's map view asks of a drawn map: its bounds, places under the pointer, a shape. */
export interface MapHandle {
  root: HTMLElement;
  view(): View;
  /** The view's south, west, north and east edges. */
  bounds(): { south: number; west: number; north: number; east: number };
  /** The place under a point of the view, and the point of the view a place is drawn at. */
  placeAt(at: Point): LatLng;
  pointOf(at: LatLng): Point;
  /** Draws `corners` as an area (closed) or as the line of one being drawn, with its corners marked. */
  setShape(corners: readonly LatLng[], closed: boolean): void;
}

const TILES = (zoom: number, x: number, y: number) => `https://tile.openstreetmap.org/${zoom}/${x}/${y}.png`;
/** The radius drawn around a point whose address is not public (its coordinates are rounded). */
const APPROXIMATE_RADIUS_M = 900;
/** A press that moves less than this is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;
/** How far an arrow key moves the map. */
const KEY_PAN_PX = 80;
/** How far above its point a popup's tip stands: over a marker, and over an area's centre. */
const POPUP_OVER_MARKER_PX = 30;
const POPUP_OVER_AREA_PX = 8;
/** How far inside the view a marker or cluster that takes the focus is brought: all of a cluster shows. */
const FOCUS_MARGIN_PX = 40;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function button(className: string, label: string, text = ""): HTMLButtonElement {
  const node = element("button", className);
  node.type = "button";
  node.title = label;
  node.setAttribute("aria-label", label);
  if (text) {
    const shown = element("span", "", text);
    shown.setAttribute("aria-hidden", "true");
    node.append(shown);
  }
  return node;
}

function popupContent(marker: MapMarker): HTMLElement {
  const box = element("div", "map-popup");
  if (marker.photo) {
    const photo = element("img", "map-popup-photo");
    photo.src = marker.photo.src;
    photo.srcset = marker.photo.srcSet;
    photo.sizes = "240px";
    photo.alt = "";
    photo.width = 240;
    photo.height = 160;
    box.append(photo);
  }
  const title = document.createElement(marker.href ? "a" : "strong");
  title.className = "map-popup-title";
  title.textContent = marker.title;
  if (marker.href && title instanceof HTMLAnchorElement) title.href = marker.href;
  box.append(title);
  if (marker.place) box.append(element("p", "map-popup-place", marker.place));
  if (marker.detail) box.append(element("p", "map-popup-price", marker.detail));
  if (marker.energy) {
    const energy = element("p", "property-card-energy");
    energy.append(
      element("span", "", marker.energy.prefix),
      element("span", `energy-badge ${marker.energy.tone ?? "energy-typed"}`, marker.energy.label),
    );
    if (marker.energy.figure) energy.append(element("span", "", marker.energy.figure));
    box.append(energy);
  }
  return box;
}

/** Puts a node at a point of the view. `translate`, not `transform`: a marker's own CSS rotates it. */
function place(node: HTMLElement, x: number, y: number): void {
  node.style.translate = `${Math.round(x)}px ${Math.round(y)}px`;
}

/** Draws the markers into `container`; returns the function that removes the map again. */
export function mountMap(
  container: HTMLElement,
  markers: MapMarker[],
  labels: MapLabels,
  options: MapOptions = {},
): () => void {
  const root = element("div", "tile-map");
  root.tabIndex = 0;
  root.setAttribute("role", "region");
  root.setAttribute("aria-label", labels.map);
  const tilePane = element("div", "tile-map-tiles");
  const markerPane = element("div", "tile-map-markers");
  const zoomIn = button("tile-map-zoom-in", labels.zoomIn, "+");
  const zoomOut = button("tile-map-zoom-out", labels.zoomOut, "−");
  const controls = element("div", "tile-map-controls");
  controls.append(zoomIn, zoomOut);
  const attribution = element("div", "tile-map-attribution", "© ");
  const osm = element("a", "", "OpenStreetMap");
  osm.href = "https://www.openstreetmap.org/copyright";
  attribution.append(osm);
  // The area: an SVG over the tiles, under the markers; it lets presses through to the map.
  const svgNs = "http://www.w3.org/2000/svg";
  const shapePane = document.createElementNS(svgNs, "svg");
  shapePane.setAttribute("class", "tile-map-shape");
  shapePane.setAttribute("aria-hidden", "true");
  let shape: { corners: readonly LatLng[]; closed: boolean } = { corners: options.shape ?? [], closed: true };
  root.append(tilePane, shapePane, markerPane, controls, attribution);
  container.append(root);

  let width = container.clientWidth;
  let height = container.clientHeight;
  let zoom = options.zoom ?? 15;
  /** The view's centre, in the world's pixels at `zoom`. */
  let center: Point = { x: 0, y: 0 };
  const tiles = new Map<string, HTMLImageElement>();
  let drawn: { node: HTMLElement; at: Point }[] = [];
  let popup: { box: HTMLElement; at: LatLng; offset: number; from: HTMLElement } | undefined;
  let frame = 0;

  const corner = (): Point => ({ x: center.x - width / 2, y: center.y - height / 2 });

  function drawTiles(): void {
    const wanted = new Set<string>();
    for (const tile of tilesInView(corner(), width, height, zoom)) {
      const key = `${tile.zoom}/${tile.column}/${tile.y}`;
      let image = tiles.get(key);
      if (!image) {
        image = element("img", "tile-map-tile");
        image.alt = "";
        image.draggable = false;
        image.src = TILES(tile.zoom, tile.x, tile.y);
        tilePane.append(image);
        tiles.set(key, image);
      }
      place(image, tile.left, tile.top);
      wanted.add(key);
    }
    for (const [key, image] of tiles) {
      if (wanted.has(key)) continue;
      image.remove();
      tiles.delete(key);
    }
  }

  function drawShape(): void {
    const { x, y } = corner();
    const points = shape.corners.map((at) => {
      const p = project(at, zoom);
      return `${Math.round(p.x - x)},${Math.round(p.y - y)}`;
    });
    const line = document.createElementNS(svgNs, shape.closed ? "polygon" : "polyline");
    line.setAttribute("points", points.join(" "));
    const marks = shape.closed
      ? []
      : points.map((point, index) => {
          const mark = document.createElementNS(svgNs, "circle");
          const [cx = "0", cy = "0"] = point.split(",");
          mark.setAttribute("cx", cx);
          mark.setAttribute("cy", cy);
          // The first corner is larger: pressing it closes the area.
          mark.setAttribute("r", index === 0 ? "9" : "5");
          return mark;
        });
    shapePane.replaceChildren(...(points.length > 0 ? [line, ...marks] : []));
  }

  function positionAll(): void {
    drawShape();
    const { x, y } = corner();
    for (const { node, at } of drawn) place(node, at.x - x, at.y - y);
    if (popup) {
      const at = project(popup.at, zoom);
      place(popup.box, at.x - x, at.y - y - popup.offset);
    }
  }

  function render(): void {
    cancelAnimationFrame(frame);
    frame = 0;
    drawTiles();
    positionAll();
    zoomIn.disabled = zoom >= MAX_ZOOM;
    zoomOut.disabled = zoom <= MIN_ZOOM;
  }

  function renderSoon(): void {
    if (!frame) frame = requestAnimationFrame(render);
  }

  /** Set once the first view is shown: a view reported after that is one the visitor moved to. */
  let opened = false;
  function reportView(moved = true): void {
    if (opened && moved) options.onMoved?.();
    if (!options.onView) return;
    const { x, y } = corner();
    options.onView(
      markers
        .filter((marker) => {
          if (marker.id === undefined) return false;
          const at = project(marker, zoom);
          return at.x >= x && at.x <= x + width && at.y >= y && at.y <= y + height;
        })
        .map((marker) => marker.id as number),
    );
  }

  function closePopup(returnFocus: boolean): void {
    if (!popup) return;
    popup.box.remove();
    if (returnFocus && popup.from.isConnected) popup.from.focus();
    popup = undefined;
  }

  function openPopup(marker: MapMarker, from: HTMLElement, offset: number): void {
    closePopup(false);
    const box = element("div", "tile-map-popup");
    const close = button("tile-map-popup-close", labels.close, "×");
    close.addEventListener("click", () => closePopup(true));
    box.append(close, popupContent(marker));
    root.append(box);
    popup = { box, at: marker, offset, from };
    positionAll();
    // Into view: a popup near the map's edge moves the map, as far as it is cut off.
    const view = root.getBoundingClientRect();
    const shown = box.getBoundingClientRect();
    const margin = 8;
    const dx = Math.min(0, shown.left - view.left - margin) || Math.max(0, shown.right - view.right + margin);
    const dy = Math.min(0, shown.top - view.top - margin);
    if (dx || dy) moveBy(dx, dy);
  }

  function markerNode(marker: MapMarker): HTMLElement {
    let node: HTMLElement;
    if (marker.approximate) {
      node = button("map-area", marker.title);
      const diameter = Math.max(12, (2 * APPROXIMATE_RADIUS_M) / metresPerPixel(marker.latitude, zoom));
      const size = Math.round(diameter);
      node.style.width = `${size}px`;
      node.style.height = `${size}px`;
      // Centred on its point, as the markers' CSS offsets them by their own size.
      node.style.margin = `${-size / 2}px 0 0 ${-size / 2}px`;
    } else {
      node = button("map-marker", marker.title);
    }
    node.addEventListener("click", () =>
      openPopup(marker, node, marker.approximate ? POPUP_OVER_AREA_PX : POPUP_OVER_MARKER_PX),
    );
    return node;
  }

  function clusterNode(members: MapMarker[]): HTMLElement {
    const label = options.clusterLabel?.(members.length) ?? String(members.length);
    const node = button("map-cluster", label, String(members.length));
    // A click (or Enter) zooms into the cluster's members; past the last zoom they stay together.
    node.addEventListener("click", () => {
      show(fitPoints(members, { width, height, padding: 40, maxZoom: Math.min(MAX_ZOOM, zoom + 3) }));
      root.focus();
    });
    return node;
  }

  function drawMarkers(): void {
    const projected = markers.map((marker) => ({ item: marker, ...project(marker, zoom) }));
    // At the last zoom, points still together share one spot (a town's point): show them all.
    const groups =
      options.cluster && zoom < MAX_ZOOM
        ? clusterByCell(projected)
        : projected.map(({ item, x, y }) => ({ items: [item], x, y }));
    drawn = groups.map(({ items, x, y }) => {
      const [single] = items;
      return { node: items.length === 1 && single ? markerNode(single) : clusterNode(items), at: { x, y } };
    });
    markerPane.replaceChildren(...drawn.map(({ node }) => node));
  }

  function show(view: { zoom: number; center: LatLng }): void {
    const changed = view.zoom !== zoom;
    zoom = view.zoom;
    center = project(view.center, zoom);
    if (changed || drawn.length === 0) drawMarkers();
    render();
    reportView();
  }

  function moveBy(dx: number, dy: number): void {
    center = { x: center.x + dx, y: center.y + dy };
    render();
    reportView();
  }

  /** A zoom step that keeps the place under `anchor` (a point of the view) where it is. */
  function zoomTo(next: number, anchor: Point = { x: width / 2, y: height / 2 }): void {
    const target = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, next));
    if (target === zoom) return;
    const { x, y } = corner();
    const spot = unproject({ x: x + anchor.x, y: y + anchor.y }, zoom);
    const at = project(spot, target);
    zoom = target;
    center = { x: at.x - anchor.x + width / 2, y: at.y - anchor.y + height / 2 };
    drawMarkers();
    render();
    reportView();
  }

  const listening = new AbortController();
  const { signal } = listening;
  zoomIn.addEventListener("click", () => zoomTo(zoom + 1), { signal });
  zoomOut.addEventListener("click", () => zoomTo(zoom - 1), { signal });

  // Tab goes through every marker, those outside the view too. The one that takes the focus brings
  // the map to it: else the browser scrolls the clipped map to show it, and leaves the tiles, the
  // other markers and the popups that far behind (a popup's close button ended up off the map).
  markerPane.addEventListener(
    "focusin",
    (event) => {
      const shown = drawn.find(({ node }) => node === event.target);
      if (!shown) return;
      const { x, y } = corner();
      const move = nudgeIntoView({ x: shown.at.x - x, y: shown.at.y - y }, width, height, FOCUS_MARGIN_PX);
      if (move.x || move.y) moveBy(move.x, move.y);
    },
    { signal },
  );
  // Whatever else scrolls it (a find in the page, an anchor), the map moves only by its own means.
  root.addEventListener(
    "scroll",
    () => {
      root.scrollTop = 0;
      root.scrollLeft = 0;
    },
    { signal },
  );

  // Dragging and pinching, with a mouse, a pen or fingers.
  const pointers = new Map<number, Point>();
  let drag: { start: Point; moved: boolean } | undefined;
  let pinch: { distance: number; zoom: number } | undefined;
  let swallowClick = false;
  const local = (event: PointerEvent | MouseEvent): Point => {
    const box = root.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const spread = (): { distance: number; middle: Point } => {
    const [a, b] = [...pointers.values()] as [Point, Point];
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  };
  root.addEventListener(
    "pointerdown",
    (event) => {
      // A new press is never the click that ended a drag: that one comes without a press of its own.
      // The timer below may not have run yet (a busy page handles input before timers).
      swallowClick = false;
      if (event.button !== 0 || (event.target as HTMLElement).closest(".tile-map-popup, .tile-map-controls")) return;
      const at = local(event);
      pointers.set(event.pointerId, at);
      if (pointers.size === 1) drag = { start: at, moved: false };
      if (pointers.size === 2) {
        drag = undefined;
        pinch = { distance: spread().distance, zoom };
      }
    },
    { signal },
  );
  root.addEventListener(
    "pointermove",
    (event) => {
      const last = pointers.get(event.pointerId);
      if (!last) return;
      const now = local(event);
      pointers.set(event.pointerId, now);
      if (pinch && pointers.size === 2) {
        const { distance, middle } = spread();
        if (pinch.distance > 0) zoomTo(pinch.zoom + Math.round(Math.log2(distance / pinch.distance)), middle);
        return;
      }
      if (!drag) return;
      let from = last;
      if (!drag.moved) {
        if (Math.hypot(now.x - drag.start.x, now.y - drag.start.y) < DRAG_THRESHOLD_PX) return;
        drag.moved = true;
        // Captured only once it is a drag: a captured press would never click the marker it began on.
        root.setPointerCapture(event.pointerId);
        root.classList.add("tile-map-dragging");
        // The map follows the pointer from where it was pressed, the first pixels included.
        from = drag.start;
      }
      center = { x: center.x - (now.x - from.x), y: center.y - (now.y - from.y) };
      renderSoon();
    },
    { signal },
  );
  const release = (event: PointerEvent) => {
    if (!pointers.delete(event.pointerId)) return;
    if (pointers.size < 2) pinch = undefined;
    if (pointers.size > 0) return;
    root.classList.remove("tile-map-dragging");
    if (drag?.moved) {
      render();
      reportView();
      // The click that ends a drag is not a click on what the drag ended over. It comes in the same
      // task as the release, so a timer clears the flag when it did not come.
      swallowClick = true;
      setTimeout(() => {
        swallowClick = false;
      });
    }
    drag = undefined;
  };
  root.addEventListener("pointerup", release, { signal });
  root.addEventListener("pointercancel", release, { signal });
  root.addEventListener(
    "click",
    (event) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.stopImmediatePropagation();
      event.preventDefault();
    },
    { capture: true, signal },
  );
  // A click on the map itself, not on a marker or the popup, closes the popup.
  root.addEventListener(
    "click",
    (event) => {
      if (event.target === root || event.target === markerPane || event.target === tilePane) closePopup(false);
    },
    { signal },
  );
  root.addEventListener(
    "dblclick",
    (event) => {
      if ((event.target as HTMLElement).closest("button, a, .tile-map-popup")) return;
      zoomTo(zoom + 1, local(event));
    },
    { signal },
  );
  root.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Escape" && popup) {
        closePopup(true);
        return;
      }
      if (event.target !== root || event.altKey || event.ctrlKey || event.metaKey) return;
      const moves: Record<string, Point> = {
        ArrowLeft: { x: -KEY_PAN_PX, y: 0 },
        ArrowRight: { x: KEY_PAN_PX, y: 0 },
        ArrowUp: { x: 0, y: -KEY_PAN_PX },
        ArrowDown: { x: 0, y: KEY_PAN_PX },
      };
      const move = moves[event.key];
      if (move) moveBy(move.x, move.y);
      else if (event.key === "+" || event.key === "=") zoomTo(zoom + 1);
      else if (event.key === "-" || event.key === "_") zoomTo(zoom - 1);
      else return;
      event.preventDefault();
    },
    { signal },
  );

  const resized = new ResizeObserver(() => {
    if (container.clientWidth === width && container.clientHeight === height) return;
    width = container.clientWidth;
    height = container.clientHeight;
    render();
    // A resized map is not one the visitor moved.
    reportView(false);
  });
  resized.observe(container);

  const [first] = markers;
  const area = options.shape ?? [];
  if (options.view) show(options.view);
  else if (area.length > 0) show(fitPoints(area, { width, height, padding: 20, maxZoom: MAX_ZOOM - 2 }));
  else if (markers.length === 1 && first) show({ zoom: first.approximate ? 13 : zoom, center: first });
  else if (first) show(fitPoints(markers, { width, height, padding: 30, maxZoom: zoom }));
  opened = true;
  const placeAt = (at: Point): LatLng => {
    const { x, y } = corner();
    return unproject({ x: x + at.x, y: y + at.y }, zoom);
  };
  options.onReady?.({
    root,
    view: () => ({ zoom, center: unproject(center, zoom) }),
    bounds: () => {
      const north = placeAt({ x: 0, y: 0 });
      const south = placeAt({ x: width, y: height });
      return { south: south.latitude, west: north.longitude, north: north.latitude, east: south.longitude };
    },
    placeAt,
    pointOf: (at) => {
      const { x, y } = corner();
      const p = project(at, zoom);
      return { x: p.x - x, y: p.y - y };
    },
    setShape: (corners, closed) => {
      shape = { corners, closed };
      drawShape();
    },
  });

  return () => {
    listening.abort();
    resized.disconnect();
    cancelAnimationFrame(frame);
    root.remove();
  };
}
