import type { Container, ISourceOptions } from "@tsparticles/engine";
import Particles, { ParticlesProvider } from "@tsparticles/react";
import { loadSlim } from "@tsparticles/slim";
import { useEffect, useRef } from "react";
import {
  PARTICLE_COUNT,
  PARTICLE_FPS_LIMIT,
  PARTICLE_HOVER_REPULSE_DISTANCE,
  PARTICLE_LINK_DISTANCE,
  PARTICLES_ADDED_PER_CLICK,
} from "~/lib/constants";

/** The statement section's particle background (spec §9). Loaded only near the viewport. */
const options: ISourceOptions = {
  fullScreen: { enable: false },
  fpsLimit: PARTICLE_FPS_LIMIT,
  pauseOnBlur: true,
  pauseOnOutsideViewport: true,
  detectRetina: true,
  background: { color: "transparent" },
  particles: {
    number: { value: PARTICLE_COUNT, density: { enable: false } },
    color: { value: [__THEME_COLORS__.accent, __THEME_COLORS__.ink, __THEME_COLORS__.hot] },
    opacity: { value: { min: 0.25, max: 0.8 } },
    size: { value: { min: 1, max: 2.6 } },
    links: {
      enable: true,
      distance: PARTICLE_LINK_DISTANCE,
      color: __THEME_COLORS__.accent,
      opacity: 0.22,
      width: 1,
    },
    move: { enable: true, speed: 0.9, outModes: { default: "out" } },
  },
  interactivity: {
    events: {
      onHover: { enable: true, mode: "repulse" },
      onClick: { enable: true, mode: "push" },
    },
    modes: {
      repulse: { distance: PARTICLE_HOVER_REPULSE_DISTANCE, duration: 0.4 },
      push: { quantity: PARTICLES_ADDED_PER_CLICK },
    },
  },
};

type Props = { paused: boolean; className?: string };

export default function ParticleField({ paused, className }: Props) {
  return (
    <ParticlesProvider init={loadSlim}>
      <Field paused={paused} className={className} />
    </ParticlesProvider>
  );
}

function Field({ paused, className }: Props) {
  const container = useRef<Container>(undefined);

  useEffect(() => {
    const current = container.current;
    if (!current) return;
    if (paused) current.pause();
    else current.play();
  }, [paused]);

  return (
    <Particles
      id="statement-particles"
      className={className}
      options={options}
      particlesLoaded={async (loaded) => {
        container.current = loaded;
        if (paused) loaded?.pause();
      }}
    />
  );
}
