import { loadBasic } from "@tsparticles/basic";
import type { Container, Engine, ISourceOptions } from "@tsparticles/engine";
import { loadExternalPushInteraction } from "@tsparticles/interaction-external-push";
import { loadExternalRepulseInteraction } from "@tsparticles/interaction-external-repulse";
import { loadParticlesLinksInteraction } from "@tsparticles/interaction-particles-links";
import { loadInteractivityPlugin } from "@tsparticles/plugin-interactivity";
import Particles, { ParticlesProvider } from "@tsparticles/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import {
  PARTICLE_COUNT,
  PARTICLE_FPS_LIMIT,
  PARTICLE_HOVER_REPULSE_DISTANCE,
  PARTICLE_LINK_DISTANCE,
  PARTICLES_ADDED_PER_CLICK,
} from "~/constants";
import { type Scheme, useScheme } from "~/lib/theme";
import { addInBatches } from "~/motion/add-in-batches";

/**
 * The field starts empty and gets its PARTICLE_COUNT particles this many per frame
 * while it runs: creating all of them in one task takes over 50 ms.
 */
const PARTICLES_ADDED_PER_FRAME = 10;

/**
 * The statement section's particle background (docs/product.md §2, §7), in the theme's colours.
 * Loaded only near the viewport.
 */
const optionsIn = (scheme: Scheme): ISourceOptions => {
  const colors = scheme === "light" ? __THEME_COLORS_LIGHT__ : __THEME_COLORS__;
  return {
    fullScreen: { enable: false },
    fpsLimit: PARTICLE_FPS_LIMIT,
    // Seconds between setting the field up and starting it: two short tasks in
    // different frames rather than one long one.
    delay: 0.1,
    pauseOnBlur: true,
    pauseOnOutsideViewport: true,
    detectRetina: true,
    background: { color: "transparent" },
    particles: {
      // Empty at the start: filled to PARTICLE_COUNT afterwards, PARTICLES_ADDED_PER_FRAME at a time.
      number: { value: 0, density: { enable: false } },
      color: { value: [colors.accent, colors.ink, colors.hot] },
      opacity: { value: { min: 0.25, max: 0.8 } },
      size: { value: { min: 1, max: 2.6 } },
      links: {
        enable: true,
        distance: PARTICLE_LINK_DISTANCE,
        color: colors.accent,
        opacity: 0.22,
        width: 1,
      },
      move: { enable: true, speed: 0.9, outModes: { default: "out" } },
    },
    interactivity: {
      // Only a pointer over the field itself: the default listens on the whole document, so
      // a tap anywhere on the page (a project card, the menu) pushed particles into a field
      // off-screen, about 30 ms of work inside the tap at 4× on the bench's phone.
      detectsOn: "canvas",
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
};

/**
 * Registers only what the options use (circles, colours, movement, links, hover
 * repulse, click push): every registered plugin is set up for the container on
 * start, so the slim bundle's thirty made starting take a long frame.
 */
async function loadFeatures(engine: Engine) {
  await loadBasic(engine);
  await loadInteractivityPlugin(engine);
  await Promise.all([
    loadExternalRepulseInteraction(engine),
    loadExternalPushInteraction(engine),
    loadParticlesLinksInteraction(engine),
  ]);
}

type Props = { paused: boolean; className?: string };

export default function ParticleField({ paused, className }: Props) {
  return (
    <ParticlesProvider init={loadFeatures}>
      <Field paused={paused} className={className} />
    </ParticlesProvider>
  );
}

function Field({ paused, className }: Props) {
  const [container, setContainer] = useState<Container>();
  // Stable: <Particles> loads its container again whenever this callback changes.
  const onLoaded = useCallback(async (loaded?: Container) => setContainer(loaded), []);
  // A change of theme loads the field again in the new colours.
  const scheme = useScheme();
  const options = useMemo(() => optionsIn(scheme), [scheme]);

  useEffect(() => {
    if (!container) return;
    if (paused) {
      container.pause();
      return;
    }
    // A container arrives already playing; play() on a playing one would start a second loop.
    if (!container.animationStatus) container.play();
    // Filled while it runs: a pause (a scroll, the field off-screen) stops the filling too.
    const missing = PARTICLE_COUNT - container.particles.count;
    return addInBatches(missing, PARTICLES_ADDED_PER_FRAME, (count) => container.particles.push(count));
  }, [container, paused]);

  return (
    <Particles id="statement-particles" className={className} options={options} particlesLoaded={onLoaded} />
  );
}
