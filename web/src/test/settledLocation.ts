// The location chain loads on first use (services.locate), so the first call resolves a few
// ticks later than the page that made it: settle that first call before any test renders a
// page, or its answer could land in the store in the middle of a later test.
import { locate } from '../services';
import { useClientStore } from '../session/store';

sessionStorage.setItem('youzhe.cityInfo', JSON.stringify({ lat: 30.25, lng: 120.17, source: 'ip', city: 'Hangzhou', cityId: 1201 }));
await locate();
sessionStorage.clear();
useClientStore.getState().put('location', null);
