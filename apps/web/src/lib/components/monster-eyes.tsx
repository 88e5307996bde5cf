// The eyes every drawn monster of Monstory looks out of (the logo, the silhouette, the lost and
// the being-built monster): two alike eyes side by side, each with its pupil in the same place,
// and in the bigger drawings a glint of light.

interface Spot {
  /** From the middle of the eye. */
  dx: number;
  dy: number;
  r: number;
}

interface MonsterEyesProps {
  /** The point midway between the eyes. */
  cx: number;
  cy: number;
  /** From one eye's middle to the other's. */
  apart: number;
  r: number;
  fill: string;
  pupil: Spot & { fill: string };
  /** White, on the pupil. */
  glint?: Spot;
}

export function MonsterEyes({ cx, cy, apart, r, fill, pupil, glint }: MonsterEyesProps) {
  const eyes = [cx - apart / 2, cx + apart / 2];
  return (
    <>
      {eyes.map((x) => (
        <circle key={`eye-${x}`} cx={x} cy={cy} r={r} fill={fill} />
      ))}
      {eyes.map((x) => (
        <circle
          key={`pupil-${x}`}
          cx={x + pupil.dx}
          cy={cy + pupil.dy}
          r={pupil.r}
          fill={pupil.fill}
        />
      ))}
      {glint &&
        eyes.map((x) => (
          <circle key={`glint-${x}`} cx={x + glint.dx} cy={cy + glint.dy} r={glint.r} fill="#fff" />
        ))}
    </>
  );
}
