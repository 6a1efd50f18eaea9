// One ECharts chart. Only the chart types and components the dashboard draws are
// registered, and this file is imported by the dashboard's lazy chunk alone.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { useEffect, useRef } from 'react';

use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

export function Chart({ option, height = 280, label }: { option: ChartOption; height?: number; label: string }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    const chart = init(el.current, undefined, { renderer: 'canvas' });
    chart.setOption(option);
    const resize = () => chart.resize();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(el.current);
    return () => {
      observer?.disconnect();
      chart.dispose();
    };
  }, [option]);
  return <div ref={el} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
