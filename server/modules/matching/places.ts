/**
 * Where places are, without a map service: cities of the metro areas the agency staffs (every Florida
 * metro, and the Southeast and other large US metros), each with its coordinates (to a mile or two)
 * and its metro area. Distances are great-circle miles: a commute is longer, but the order is right.
 */
import { usStateCode } from "../../../common/us-states";

type Place = { lat: number; lon: number; metro: string };

/** [city, state, latitude, longitude], grouped by metro area. */
const METRO_CITIES: Record<string, [string, string, number, number][]> = {
  "Miami–Fort Lauderdale": [
    ["Miami", "FL", 25.774, -80.194],
    ["Miami Beach", "FL", 25.79, -80.13],
    ["Hialeah", "FL", 25.857, -80.278],
    ["Doral", "FL", 25.819, -80.355],
    ["Coral Gables", "FL", 25.721, -80.268],
    ["Kendall", "FL", 25.679, -80.317],
    ["Homestead", "FL", 25.468, -80.477],
    ["Miami Gardens", "FL", 25.942, -80.245],
    ["North Miami", "FL", 25.89, -80.187],
    ["Aventura", "FL", 25.956, -80.139],
    ["Miami Lakes", "FL", 25.909, -80.309],
    ["Cutler Bay", "FL", 25.578, -80.346],
    ["Key Biscayne", "FL", 25.694, -80.163],
    ["Fort Lauderdale", "FL", 26.122, -80.137],
    ["Hollywood", "FL", 26.011, -80.149],
    ["Pembroke Pines", "FL", 26.003, -80.224],
    ["Miramar", "FL", 25.987, -80.232],
    ["Davie", "FL", 26.063, -80.233],
    ["Plantation", "FL", 26.128, -80.233],
    ["Sunrise", "FL", 26.134, -80.114],
    ["Weston", "FL", 26.1, -80.4],
    ["Coral Springs", "FL", 26.271, -80.271],
    ["Pompano Beach", "FL", 26.238, -80.125],
    ["Deerfield Beach", "FL", 26.318, -80.1],
    ["Lauderhill", "FL", 26.14, -80.213],
    ["Tamarac", "FL", 26.213, -80.25],
    ["Margate", "FL", 26.245, -80.206],
    ["Hallandale Beach", "FL", 25.981, -80.148],
    ["Boca Raton", "FL", 26.359, -80.083],
    ["Delray Beach", "FL", 26.461, -80.073],
    ["Boynton Beach", "FL", 26.525, -80.066],
    ["West Palm Beach", "FL", 26.715, -80.053],
    ["Palm Beach Gardens", "FL", 26.823, -80.139],
    ["Jupiter", "FL", 26.934, -80.094],
    ["Wellington", "FL", 26.659, -80.241],
    ["Lake Worth Beach", "FL", 26.617, -80.072],
  ],
  "Florida Keys": [
    ["Key West", "FL", 24.555, -81.78],
    ["Marathon", "FL", 24.714, -81.09],
    ["Key Largo", "FL", 25.086, -80.447],
  ],
  "Port St. Lucie": [
    ["Port St. Lucie", "FL", 27.273, -80.358],
    ["Stuart", "FL", 27.197, -80.253],
    ["Fort Pierce", "FL", 27.446, -80.326],
    ["Vero Beach", "FL", 27.638, -80.397],
  ],
  Orlando: [
    ["Orlando", "FL", 28.538, -81.379],
    ["Kissimmee", "FL", 28.292, -81.408],
    ["Sanford", "FL", 28.8, -81.273],
    ["Winter Park", "FL", 28.6, -81.339],
    ["Altamonte Springs", "FL", 28.661, -81.366],
    ["Lake Mary", "FL", 28.759, -81.318],
    ["Oviedo", "FL", 28.67, -81.208],
    ["Apopka", "FL", 28.677, -81.512],
    ["Clermont", "FL", 28.549, -81.773],
    ["Winter Garden", "FL", 28.565, -81.586],
    ["Celebration", "FL", 28.325, -81.533],
  ],
  "Tampa Bay": [
    ["Tampa", "FL", 27.951, -82.457],
    ["St. Petersburg", "FL", 27.771, -82.679],
    ["Clearwater", "FL", 27.966, -82.8],
    ["Brandon", "FL", 27.938, -82.286],
    ["Largo", "FL", 27.91, -82.787],
    ["Wesley Chapel", "FL", 28.24, -82.328],
    ["Plant City", "FL", 28.019, -82.113],
    ["Riverview", "FL", 27.866, -82.326],
    ["New Port Richey", "FL", 28.244, -82.719],
    ["Palm Harbor", "FL", 28.078, -82.764],
  ],
  Lakeland: [
    ["Lakeland", "FL", 28.039, -81.95],
    ["Winter Haven", "FL", 28.022, -81.733],
    ["Bartow", "FL", 27.896, -81.843],
  ],
  "Sarasota–Bradenton": [
    ["Sarasota", "FL", 27.336, -82.531],
    ["Bradenton", "FL", 27.499, -82.575],
    ["Venice", "FL", 27.1, -82.454],
    ["North Port", "FL", 27.044, -82.236],
  ],
  "Fort Myers–Naples": [
    ["Fort Myers", "FL", 26.641, -81.872],
    ["Cape Coral", "FL", 26.563, -81.95],
    ["Naples", "FL", 26.142, -81.795],
    ["Bonita Springs", "FL", 26.34, -81.778],
    ["Estero", "FL", 26.438, -81.807],
    ["Punta Gorda", "FL", 26.93, -82.045],
  ],
  Jacksonville: [
    ["Jacksonville", "FL", 30.332, -81.656],
    ["Jacksonville Beach", "FL", 30.295, -81.393],
    ["Orange Park", "FL", 30.166, -81.706],
    ["St. Augustine", "FL", 29.901, -81.313],
    ["Fernandina Beach", "FL", 30.67, -81.463],
    ["Ponte Vedra Beach", "FL", 30.24, -81.386],
  ],
  "Daytona Beach": [
    ["Daytona Beach", "FL", 29.211, -81.023],
    ["Deltona", "FL", 28.9, -81.263],
    ["Ormond Beach", "FL", 29.286, -81.056],
    ["Palm Coast", "FL", 29.585, -81.208],
    ["DeLand", "FL", 29.028, -81.303],
  ],
  "Space Coast": [
    ["Melbourne", "FL", 28.084, -80.608],
    ["Palm Bay", "FL", 28.035, -80.589],
    ["Titusville", "FL", 28.612, -80.808],
    ["Cocoa", "FL", 28.386, -80.742],
  ],
  "Gainesville–Ocala": [
    ["Gainesville", "FL", 29.652, -82.325],
    ["Ocala", "FL", 29.187, -82.14],
    ["The Villages", "FL", 28.934, -81.96],
  ],
  Tallahassee: [["Tallahassee", "FL", 30.438, -84.281]],
  "Pensacola–Panhandle": [
    ["Pensacola", "FL", 30.421, -87.217],
    ["Destin", "FL", 30.394, -86.496],
    ["Fort Walton Beach", "FL", 30.406, -86.619],
    ["Panama City", "FL", 30.159, -85.66],
  ],
  Atlanta: [
    ["Atlanta", "GA", 33.749, -84.388],
    ["Marietta", "GA", 33.953, -84.55],
    ["Alpharetta", "GA", 34.075, -84.294],
    ["Sandy Springs", "GA", 33.924, -84.379],
  ],
  Savannah: [["Savannah", "GA", 32.081, -81.091]],
  Charlotte: [["Charlotte", "NC", 35.227, -80.843]],
  "Raleigh–Durham": [
    ["Raleigh", "NC", 35.78, -78.639],
    ["Durham", "NC", 35.994, -78.899],
  ],
  Charleston: [["Charleston", "SC", 32.777, -79.931]],
  Columbia: [["Columbia", "SC", 34.0, -81.035]],
  Nashville: [["Nashville", "TN", 36.163, -86.781]],
  Memphis: [["Memphis", "TN", 35.149, -90.049]],
  Birmingham: [["Birmingham", "AL", 33.521, -86.803]],
  Mobile: [["Mobile", "AL", 30.695, -88.04]],
  "New Orleans": [["New Orleans", "LA", 29.951, -90.072]],
  "Baton Rouge": [["Baton Rouge", "LA", 30.451, -91.187]],
  Houston: [["Houston", "TX", 29.76, -95.37]],
  "Dallas–Fort Worth": [
    ["Dallas", "TX", 32.777, -96.797],
    ["Fort Worth", "TX", 32.755, -97.331],
  ],
  Austin: [["Austin", "TX", 30.267, -97.743]],
  "San Antonio": [["San Antonio", "TX", 29.424, -98.494]],
  "Little Rock": [["Little Rock", "AR", 34.746, -92.29]],
  Jackson: [["Jackson", "MS", 32.299, -90.185]],
  Louisville: [["Louisville", "KY", 38.253, -85.759]],
  Indianapolis: [["Indianapolis", "IN", 39.768, -86.158]],
  Chicago: [["Chicago", "IL", 41.878, -87.63]],
  Detroit: [["Detroit", "MI", 42.331, -83.046]],
  Columbus: [["Columbus", "OH", 39.961, -82.999]],
  Cleveland: [["Cleveland", "OH", 41.499, -81.694]],
  Cincinnati: [["Cincinnati", "OH", 39.103, -84.512]],
  Philadelphia: [["Philadelphia", "PA", 39.953, -75.165]],
  Pittsburgh: [["Pittsburgh", "PA", 40.441, -79.996]],
  Richmond: [["Richmond", "VA", 37.541, -77.436]],
  "Virginia Beach–Norfolk": [
    ["Virginia Beach", "VA", 36.853, -75.978],
    ["Norfolk", "VA", 36.851, -76.286],
  ],
  Washington: [
    ["Washington", "DC", 38.907, -77.037],
    ["Arlington", "VA", 38.88, -77.107],
  ],
  Boston: [["Boston", "MA", 42.36, -71.059]],
  Providence: [["Providence", "RI", 41.824, -71.413]],
  "New York": [
    ["New York", "NY", 40.713, -74.006],
    ["Brooklyn", "NY", 40.678, -73.944],
    ["Newark", "NJ", 40.736, -74.172],
    ["Jersey City", "NJ", 40.718, -74.043],
  ],
  Denver: [["Denver", "CO", 39.739, -104.99]],
  Portland: [["Portland", "OR", 45.515, -122.679]],
  "Los Angeles": [["Los Angeles", "CA", 34.052, -118.244]],
  "San Francisco Bay Area": [
    ["San Francisco", "CA", 37.775, -122.419],
    ["San Jose", "CA", 37.339, -121.894],
  ],
  Seattle: [["Seattle", "WA", 47.606, -122.332]],
  Phoenix: [["Phoenix", "AZ", 33.448, -112.074]],
};

const placeKey = (city: string, state: string) =>
  `${city
    .toLowerCase()
    .replace(/\bsaint\b/g, "st.")
    .replace(/\bst\b(?!\.)/g, "st.")
    .replace(/\s+/g, " ")
    .trim()}|${state}`;

const PLACES = new Map<string, Place>(
  Object.entries(METRO_CITIES).flatMap(([metro, cities]) =>
    cities.map(([city, state, lat, lon]) => [placeKey(city, state), { lat, lon, metro }] as const),
  ),
);

/** A known city ("Fort Lauderdale", "FL" or "Florida"), or undefined. */
export function placeOf(city: string | null, state: string | null): Place | undefined {
  const code = stateCodeOf(state);
  if (!city || !code) return undefined;
  return PLACES.get(placeKey(city, code));
}

/** Great-circle miles between two places. */
export function milesBetween(a: Place, b: Place): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The state code of a place written as "FL" or "Florida". */
export function stateCodeOf(state: string | null): string | null {
  if (!state) return null;
  return usStateCode(state) ?? state.trim().toUpperCase();
}

const CITIES_LONGEST_FIRST = Object.entries(METRO_CITIES)
  .flatMap(([metro, cities]) => cities.map(([city, state]) => [city, state, metro] as const))
  .sort((a, b) => b[0].length - a[0].length);

/**
 * A known city a text names as a name ("…our Doral warehouse…"; capitalised, so "sunrise shift" is
 * not Sunrise), the longest first so "Miami Beach" beats "Miami".
 */
export function cityNamedIn(text: string): { city: string; state: string; metro: string } | undefined {
  for (const [city, state, metro] of CITIES_LONGEST_FIRST) {
    if (new RegExp(`(?<![\\p{L}])${city.replace(/\./g, "\\.")}(?![\\p{L}])`, "u").test(text)) {
      return { city, state, metro };
    }
  }
  return undefined;
}
