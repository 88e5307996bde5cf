// Mouth, cheeks and the cute single tooth. Even a "scary" monster only grins with two tiny fangs.

import { d, ellipse, group, line, path } from '../illustrator/svg';
import type { MonsterMood } from './monster-spec';

interface MouthOptions {
  x: number;
  y: number;
  width: number;
  mood: MonsterMood;
  teeth: boolean;
  outline: string;
}

const INSIDE = '#7a2e4a';
const TONGUE = '#ff8fa6';
const TOOTH = '#ffffff';

function tooth(x: number, y: number, w: number, h: number): string {
  return path(
    d`M${x - w / 2} ${y}h${w}v${h * 0.6}q0 ${h * 0.4} ${-w / 2} ${h * 0.4}q${-w / 2} 0 ${-w / 2} ${-h * 0.4}Z`,
    TOOTH,
    'data-part="tooth" stroke-width="2"',
  );
}

function fang(x: number, y: number, s: number): string {
  return path(
    d`M${x - s / 2} ${y}l${s / 2} ${s * 1.1}l${s / 2} ${-s * 1.1}Z`,
    TOOTH,
    'data-part="tooth" stroke-width="2"',
  );
}

export function monsterMouth(o: MouthOptions): string {
  const { x, y, outline } = o;
  const w = o.width;
  const h = w * 0.42;
  const open = (wide: number, deep: number, tongueOut: boolean) => {
    const hw = (w * wide) / 2;
    let s = path(
      d`M${x - hw} ${y}Q${x} ${y + 5} ${x + hw} ${y}Q${x} ${y + h * deep * 1.9} ${x - hw} ${y}Z`,
      INSIDE,
    );
    if (tongueOut)
      s += path(
        d`M${x - w * 0.04} ${y + h * 0.5}q${w * 0.02} ${h * 0.9} ${w * 0.2} ${h * 0.65}q${w * 0.06} ${-h * 0.3} ${-w * 0.02} ${-h * 0.75}Z`,
        TONGUE,
      );
    else s += ellipse(x, y + h * deep * 0.62, hw * 0.42, h * deep * 0.24, TONGUE, 'stroke="none"');
    return s;
  };
  let mouth: string;
  switch (o.mood) {
    case 'spooky':
      mouth =
        open(1.25, 0.8, false) +
        fang(x - w * 0.3, y + 1.5, w * 0.13) +
        fang(x + w * 0.3, y + 1.5, w * 0.13);
      break;
    case 'silly':
      mouth = open(1, 1, true);
      break;
    case 'surprised':
      mouth = ellipse(x, y + h * 0.35, w * 0.15, h * 0.45, INSIDE);
      break;
    case 'grumpy':
      mouth = line(
        d`M${x - w * 0.28} ${y + h * 0.4}Q${x} ${y - h * 0.1} ${x + w * 0.28} ${y + h * 0.4}`,
        outline,
        4,
      );
      break;
    case 'sleepy':
      mouth = ellipse(x, y + h * 0.3, w * 0.12, h * 0.3, INSIDE);
      break;
    case 'shy':
      mouth = line(d`M${x - w * 0.2} ${y}Q${x} ${y + h * 0.5} ${x + w * 0.2} ${y}`, outline, 4);
      break;
    default:
      mouth = open(1, 1, false);
  }
  if (o.teeth && o.mood !== 'spooky') {
    const closed =
      o.mood === 'shy' || o.mood === 'grumpy' || o.mood === 'sleepy' || o.mood === 'surprised';
    mouth += tooth(x + w * 0.12, closed ? y + h * 0.25 : y + 1.5, w * 0.16, w * 0.16);
  }
  return mouth;
}

export function blush(x: number, y: number, spread: number, strong: boolean): string {
  const rx = strong ? 20 : 16;
  return group(
    ellipse(x - spread, y, rx, rx * 0.55, '#ff6f9c') +
      ellipse(x + spread, y, rx, rx * 0.55, '#ff6f9c'),
    `stroke="none" opacity="${strong ? 0.6 : 0.42}"`,
  );
}
