import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { BRAND } from "../../../common/brand";

/**
 * The logo image, or the brand name as text when the image cannot load. With server rendering the
 * image may fail before React attaches onError, so the first effect also checks the loaded state.
 */
export function SiteLogo() {
  const [imageFailed, setImageFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setImageFailed(true);
  }, []);

  return (
    <Link to="/" className="inline-flex shrink-0 items-center rounded-md">
      {imageFailed ? (
        <span className="font-bold text-slate-900 text-xl tracking-tight">
          Sunshine <span className="text-brand-700">Staffing</span>
        </span>
      ) : (
        <img
          ref={imageRef}
          src="/logo.svg"
          alt={BRAND.name}
          width={200}
          height={40}
          className="h-9 w-auto sm:h-10"
          onError={() => setImageFailed(true)}
        />
      )}
    </Link>
  );
}
