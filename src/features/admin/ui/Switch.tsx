/** An on/off switch on Radix Switch with its visible label (e.g. 'Featured Event'). */
import { Switch as RadixSwitch } from 'radix-ui';

export interface SwitchProps {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A labelled switch; the label toggles it too. */
export function Switch({ id, label, checked, onCheckedChange, disabled = false }: SwitchProps) {
  return (
    <div className="flex items-center gap-3">
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-base-300 bg-base-300 transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary"
      >
        <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-base-100 shadow transition-transform data-[state=checked]:translate-x-5" />
      </RadixSwitch.Root>
      <label htmlFor={id} className="cursor-pointer select-none">
        {label}
      </label>
    </div>
  );
}
