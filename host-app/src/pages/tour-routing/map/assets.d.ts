// Module shapes of the map library's assets, loaded lazily by loadMapLibrary.ts. Named one by one
// (not '*?url') so they never clash with `vite/client` types if the app adds them later.
declare module 'maplibre-gl/dist/maplibre-gl-worker.mjs?url' {
  const url: string;
  export default url;
}
declare module 'maplibre-gl/dist/maplibre-gl.css';
declare module 'mapbox-gl/dist/mapbox-gl.css';
