/** Tooltips on Radix Tooltip: one provider per island (open after 700 ms, skip delay 300 ms). */
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';

/** Wrap an admin island once so all its tooltips share the spec's delays. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </RadixTooltip.Provider>
  );
}

/** Shows `content` beside a focusable child on hover and keyboard focus. */
export function Tooltip({ content, children }: { content: string; children: ReactElement }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content sideOffset={6} className="z-[60] rounded-field bg-neutral px-2 py-1 text-sm text-neutral-content shadow">
          {content}
          <RadixTooltip.Arrow className="fill-neutral" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
