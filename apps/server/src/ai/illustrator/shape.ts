// Geometry for soft shapes: smooth closed outlines through points, scalloped (furry) edges.

import { f } from './svg';

export type Point = [number, number];

/** A closed Catmull-Rom curve through the points, as cubic Bézier path data. */
export function smoothClosed(points: Point[], tension = 1): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n] as Point;
  let out = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  for (let i = 0; i < n; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const k = tension / 6;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    out += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${out}Z`;
}

/** Bumps between consecutive outline points: a fluffy, furry edge. */
export function scalloped(points: Point[], bulge: number): string {
  const n = points.length;
  let out = '';
  points.forEach((p, i) => {
    const q = points[(i + 1) % n] as Point;
    const mx = (p[0] + q[0]) / 2;
    const my = (p[1] + q[1]) / 2;
    // polarOutline runs clockwise on screen, so (dy, -dx) points outward.
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const len = Math.hypot(dx, dy) || 1;
    const cx = mx + (dy / len) * bulge;
    const cy = my - (dx / len) * bulge;
    out += `${i === 0 ? `M${f(p[0])} ${f(p[1])}` : ''}Q${f(cx)} ${f(cy)} ${f(q[0])} ${f(q[1])}`;
  });
  return `${out}Z`;
}

/** Points around an ellipse-like outline whose radius may vary with the angle. */
export function polarOutline(
  cx: number,
  cy: number,
  count: number,
  radius: (angle: number) => Point,
): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2;
    const [rx, ry] = radius(a);
    out.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
  }
  return out;
}

/** A pointed leaf from (x, y), `size` long, turned by `degrees`, as path data. */
export function leafPath(x: number, y: number, size: number, degrees: number): string {
  const a = (degrees * Math.PI) / 180;
  const at = (u: number, v: number): string => {
    const px = x + u * Math.cos(a) - v * Math.sin(a);
    const py = y + u * Math.sin(a) + v * Math.cos(a);
    return `${f(px)} ${f(py)}`;
  };
  const s = size;
  return `M${at(0, 0)}Q${at(s * 0.5, -s * 0.35)} ${at(s, 0)}Q${at(s * 0.5, s * 0.35)} ${at(0, 0)}Z`;
}

/** Collects same-coloured shapes into one path per colour, in first-seen order. */
export function batch(): { add(colour: string, data: string): void; svg(): string } {
  const byColour = new Map<string, string>();
  return {
    add: (colour, data) => byColour.set(colour, (byColour.get(colour) ?? '') + data),
    svg: () =>
      [...byColour].map(([colour, data]) => `<path d="${data}" fill="${colour}"/>`).join(''),
  };
}
