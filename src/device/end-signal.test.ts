import { describe, expect, it } from "vitest";
import { settingsDefaults } from "../data/profile-defaults";
import {
  endSignalAllowed,
  signalEnd,
  VIBRATION,
  type SignalDevice,
} from "./end-signal";

function device(activated = true) {
  const done: string[] = [];
  const fake: SignalDevice = {
    activated: () => activated,
    chime: () => void done.push("chime"),
    vibrate: (pattern) => void done.push(`vibrate ${pattern.join(",")}`),
  };
  return { fake, done };
}

const at = (hour: number, minute = 0) => new Date(2026, 11, 2, hour, minute);

describe("the sound and vibration at an end", () => {
  it("by day, a soft sound and a short vibration, unless she turned them off", () => {
    const { fake, done } = device();
    signalEnd({ at: at(14), settings: settingsDefaults, device: fake });
    expect(done).toEqual(["chime", `vibrate ${VIBRATION.join(",")}`]);
    signalEnd({
      at: at(14),
      settings: { ...settingsDefaults, endSignal: false },
      device: fake,
    });
    expect(done).toHaveLength(2);
  });

  it.each([
    [21, 59, true],
    [22, 0, false],
    [3, 10, false],
    [4, 59, false],
    [5, 0, true],
  ])("at %i:%i, allowed by default: %s", (hour, minute, allowed) => {
    expect(endSignalAllowed(settingsDefaults, at(hour, minute))).toBe(allowed);
  });

  it("at night only once she turned on 'Também de madrugada' (never with the switch off)", () => {
    expect(
      endSignalAllowed({ endSignal: true, endSignalAtNight: true }, at(3)),
    ).toBe(true);
    expect(
      endSignalAllowed({ endSignal: false, endSignalAtNight: true }, at(3)),
    ).toBe(false);
  });

  it("nothing where the page has had no tap of hers (the browser would refuse it)", () => {
    const { fake, done } = device(false);
    signalEnd({ at: at(14), settings: settingsDefaults, device: fake });
    expect(done).toEqual([]);
  });

  it("still vibrates where the browser cannot play the sound", () => {
    const { fake, done } = device();
    signalEnd({
      at: at(14),
      settings: settingsDefaults,
      device: {
        ...fake,
        chime: () => {
          throw new Error("no audio");
        },
      },
    });
    expect(done).toEqual([`vibrate ${VIBRATION.join(",")}`]);
  });
});
