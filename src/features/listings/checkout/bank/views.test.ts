import { describe, expect, it } from 'vitest';
import { copyButtonClass, currentStep, dropZoneClass, fillWhat, stepState } from './views';

describe('currentStep', () => {
  it('is the transfer first, the upload once a receipt is chosen or was sent before, the wait once done', () => {
    expect(currentStep({ done: false, chosen: false, sentBefore: false })).toBe(1);
    expect(currentStep({ done: false, chosen: true, sentBefore: false })).toBe(2);
    expect(currentStep({ done: false, chosen: false, sentBefore: true })).toBe(2);
    expect(currentStep({ done: true, chosen: false, sentBefore: false })).toBe(3);
  });
});

describe('stepState', () => {
  it('marks the steps before the current one done and the later ones to do', () => {
    expect([1, 2, 3].map((step) => stepState(step, 2))).toEqual(['done', 'current', 'todo']);
    expect([1, 2, 3].map((step) => stepState(step, 3))).toEqual(['done', 'done', 'current']);
  });
});

describe('classes', () => {
  it('hides a copy button until the script runs and turns it green once copied', () => {
    expect(copyButtonClass({ copied: false, ready: false })).toMatch(/\binvisible$/);
    expect(copyButtonClass({ copied: true, ready: true })).toContain('btn-success');
    expect(copyButtonClass({ copied: false, ready: true })).not.toContain('invisible');
  });

  it('shows a refused file on the drop zone before a drag', () => {
    expect(dropZoneClass({ invalid: true, dragging: true })).toContain('border-error');
    expect(dropZoneClass({ invalid: false, dragging: true })).toContain('bg-primary/10');
    expect(dropZoneClass({ invalid: false, dragging: false })).toContain('has-[input:disabled]:cursor-not-allowed');
  });
});

describe('fillWhat', () => {
  it('lower-cases the label inside a sentence and capitalises the sentence', () => {
    expect(fillWhat('Copy {what}', 'Payment reference')).toBe('Copy payment reference');
    expect(fillWhat('{what} copied', 'Amount')).toBe('Amount copied');
    expect(fillWhat('{what} kopiëren', 'Rekeningnummer')).toBe('Rekeningnummer kopiëren');
  });
});
