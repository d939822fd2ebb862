import { words } from "~/lib/interface-words";
import { chooseTheme, THEME_CHOICES, type ThemeChoice, useThemeChoice } from "~/lib/theme";

const LABELS: Record<ThemeChoice, string> = words.theme.choices;

/**
 * The visitor's theme: System, Light or Dark, as three radio buttons (arrow keys move between
 * them, and a screen reader says which is chosen), drawn as one segmented control.
 */
export function ThemeSwitch() {
  const choice = useThemeChoice();
  return (
    <fieldset className="flex items-center gap-3">
      <legend className="float-start me-1 font-mono text-xs uppercase tracking-[0.2em] text-ink-muted">
        {words.theme.name}
      </legend>
      <div className="flex rounded-full border border-ink/20 p-1">
        {THEME_CHOICES.map((option) => (
          <label
            key={option}
            className="relative inline-flex min-h-9 cursor-pointer items-center rounded-full px-4 font-mono text-xs uppercase tracking-[0.15em] transition-colors not-has-[:checked]:hover:text-accent has-[:checked]:bg-ink has-[:checked]:text-ground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name="theme"
              value={option}
              checked={choice === option}
              onChange={() => chooseTheme(option)}
              className="sr-only"
            />
            {LABELS[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
