import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FigureExplanation } from './FigureExplanation';
import { explanationAnswer } from './testing/explanation-fixtures';

afterEach(cleanup);

/** Issue 26 item 9: the panel shows a balancing adjustment with the tables' sign, and says how its steps relate. */
describe('a balancing adjustment in the explanation panel', () => {
  it('shows a balancing deduction as +, as the tables do, and names s40-285’s sign of the steps', () => {
    const answer = explanationAnswer(2);
    // The wire's disposal sign: termination value less adjustable value, negative for a balancing deduction.
    answer.figures.balancingAdjustment = -5_000;
    render(<FigureExplanation answer={answer} figure="balancingAdjustment" />);
    expect(screen.getByTestId('explained-balancingAdjustment').textContent).toContain('$5,000.00');
    expect(screen.getByTestId('explained-balancingAdjustment').textContent).not.toContain('-');
    const note = screen.getByTestId('explanation-balancing-sign');
    expect(note.textContent).toContain('s40-285');
    expect(note.textContent).toContain('deduction (+) or income (−): $5,000.00');
  });

  it('shows assessable income as −, and says nothing of signs when there is no adjustment', () => {
    const answer = explanationAnswer(2);
    answer.figures.balancingAdjustment = 1_250.5;
    const { unmount } = render(<FigureExplanation answer={answer} figure="balancingAdjustment" />);
    expect(screen.getByTestId('explained-balancingAdjustment').textContent).toMatch(
      /-\$1,250\.50|\(\$1,250\.50\)|−\$1,250\.50/,
    );
    unmount();
    render(<FigureExplanation answer={explanationAnswer(2)} figure="depreciation" />);
    expect(screen.queryByTestId('explanation-balancing-sign')).toBeNull();
  });
});
