import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import uPlot from 'uplot';

/** A small bar chart of listeners (uPlot, loaded with the dashboard only); the data table beside it is the accessible view. */
export default function DashboardChart({ points, unit }: { points: Array<{ at: string; listeners: number }>; unit: 'hour' | 'day' }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = points.map((p) => new Date(p.at).getTime() / 1000);
    const ys = points.map((p) => p.listeners);
    const primary = getComputedStyle(el).getPropertyValue('--color-primary').trim() || '#7c3aed';
    // Before the first layout the box may measure 0: start at its parent's width, then follow it.
    const width = () => el.clientWidth || el.parentElement?.clientWidth || 320;
    const plot = new uPlot(
      {
        width: width(),
        height: 200,
        legend: { show: false },
        cursor: { show: true, drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          { stroke: 'currentColor', grid: { show: false } },
          { stroke: 'currentColor', size: 40, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] },
        ],
        series: [
          {},
          { label: 'Listeners', stroke: primary, fill: `${primary}33`, width: 2, paths: uPlot.paths.bars?.({ size: [0.8, 40] }) },
        ],
      },
      [xs, ys],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: 200 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, unit]);
  return <div ref={box} className="w-full overflow-hidden text-ink-soft" aria-hidden="true" data-testid={`listeners-chart-${unit}`} />;
}
