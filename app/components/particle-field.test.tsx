import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PARTICLE_COUNT } from "~/constants";
import ParticleField from "./particle-field";

/** A stand-in for a tsParticles container: counts particles and play/pause calls. */
function fakeContainer() {
  const container = {
    running: true,
    count: 0,
    play: vi.fn(() => {
      container.running = true;
    }),
    pause: vi.fn(() => {
      container.running = false;
    }),
    get animationStatus() {
      return container.running;
    },
    particles: {
      get count() {
        return container.count;
      },
      push: (added: number) => {
        container.count += added;
      },
    },
  };
  return container;
}
let container = fakeContainer();

// The real <Particles> loads a container (already playing) and hands it to particlesLoaded.
vi.mock("@tsparticles/react", async () => {
  const { useEffect } = await import("react");
  return {
    ParticlesProvider: ({ children }: { children: React.ReactNode }) => children,
    default: ({ particlesLoaded }: { particlesLoaded: (loaded: unknown) => void }) => {
      useEffect(() => {
        particlesLoaded(container);
      }, [particlesLoaded]);
      return null;
    },
  };
});

describe("ParticleField", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    container = fakeContainer();
  });
  afterEach(() => vi.useRealTimers());

  const frames = (count: number) => act(() => void vi.advanceTimersByTime(count * 16));

  it(`fills to ${PARTICLE_COUNT} particles over several frames, without starting a second loop`, () => {
    render(<ParticleField paused={false} />);
    expect(container.count).toBe(0);
    frames(1);
    expect(container.count).toBeGreaterThan(0);
    expect(container.count).toBeLessThan(PARTICLE_COUNT);
    frames(PARTICLE_COUNT);
    expect(container.count).toBe(PARTICLE_COUNT);
    expect(container.play).not.toHaveBeenCalled();
  });

  it("stops filling while paused and finishes once playing again", () => {
    const { rerender } = render(<ParticleField paused={false} />);
    frames(2);
    rerender(<ParticleField paused={true} />);
    expect(container.pause).toHaveBeenCalledTimes(1);
    const whenPaused = container.count;
    frames(PARTICLE_COUNT);
    expect(container.count).toBe(whenPaused);

    rerender(<ParticleField paused={false} />);
    expect(container.play).toHaveBeenCalledTimes(1);
    frames(PARTICLE_COUNT);
    expect(container.count).toBe(PARTICLE_COUNT);
  });

  it("pauses a container that arrives while the field should stand still", () => {
    render(<ParticleField paused={true} />);
    expect(container.pause).toHaveBeenCalledTimes(1);
    frames(PARTICLE_COUNT);
    expect(container.count).toBe(0);
  });
});
