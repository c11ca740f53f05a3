import { describe, expect, it } from 'vitest';
import { copyButtonClass, currentStep, dropZoneClass, fillWhat, stepView } from './views';

describe('currentStep', () => {
  it('is the transfer first, the upload once a receipt is chosen or was sent before, the wait once done', () => {
    expect(currentStep({ done: false, chosen: false, sentBefore: false })).toBe(1);
    expect(currentStep({ done: false, chosen: true, sentBefore: false })).toBe(2);
    expect(currentStep({ done: false, chosen: false, sentBefore: true })).toBe(2);
    expect(currentStep({ done: true, chosen: false, sentBefore: false })).toBe(3);
  });
});

describe('stepView', () => {
  it('marks the steps before the current one done and the later ones plain', () => {
    expect(stepView(1, 2)).toMatchObject({ done: true, isCurrent: false });
    expect(stepView(2, 2)).toMatchObject({ done: false, isCurrent: true });
    expect(stepView(2, 2).badge).toContain('bg-primary text-primary-content');
    expect(stepView(3, 2)).toMatchObject({ done: false, isCurrent: false });
    expect(stepView(3, 2).item).toContain('border-base-300');
    expect(stepView(1, 2).labelClass).toContain('font-medium');
  });
});

describe('classes', () => {
  it('hides a copy button until the script runs and turns it green once copied', () => {
    expect(copyButtonClass({ copied: false, ready: false })).toMatch(/\binvisible$/);
    expect(copyButtonClass({ copied: true, ready: true })).toContain('btn-success');
    expect(copyButtonClass({ copied: false, ready: true })).not.toContain('invisible');
  });

  it('shows a refused file on the drop zone before a drag', () => {
    expect(dropZoneClass({ invalid: true, dragging: true, disabled: false })).toContain('border-error');
    expect(dropZoneClass({ invalid: false, dragging: true, disabled: false })).toContain('bg-primary/10');
    expect(dropZoneClass({ invalid: false, dragging: false, disabled: true })).toContain('cursor-not-allowed');
  });
});

describe('fillWhat', () => {
  it('lower-cases the label inside a sentence and capitalises the sentence', () => {
    expect(fillWhat('Copy {what}', 'Payment reference')).toBe('Copy payment reference');
    expect(fillWhat('{what} copied', 'Amount')).toBe('Amount copied');
    expect(fillWhat('{what} kopiëren', 'Rekeningnummer')).toBe('Rekeningnummer kopiëren');
  });
});
