import type { SkillSource } from "../types";

/** Building trades, site work, estimating, inspection and construction management. */
export const CONSTRUCTION_TRADES: SkillSource = {
  category: "construction-trades",
  lines: `
Carpentry | carpenter, rough carpentry, framing carpentry
Finish Carpentry | finish carpenter, trim carpentry, trim work, millwork installation
Framing | wood framing, metal stud framing, framer, wall framing
Drywall | drywall installation, sheetrock, hanging drywall, taping and mudding
Painting | painter, interior painting, exterior painting, commercial painting, residential painting
Drywall Finishing | drywall taper, mudding, texturing
Flooring Installation | flooring, floor installer, tile and flooring, carpet installation, vinyl flooring, hardwood flooring
Tile Setting | tile installer, tile setter, ceramic tile, tiling
Masonry | mason, bricklaying, brick mason, block laying, stonework, CMU block
Concrete | concrete finishing, concrete finisher, concrete pouring, concrete forming, formwork
Rebar | rebar installation, ironworker rebar, reinforcing steel
Ironworking | ironworker, structural steel erection, steel erection
Roofing | roofer, shingle roofing, tile roofing, metal roofing, flat roofing, roof repair
Waterproofing | sealants, caulking, waterproofing membranes
Insulation | insulation installer, spray foam insulation, blown insulation
Stucco | stucco application, plastering, plasterer
Electrical Work | electrician, electrical wiring, residential electrical, commercial electrical, journeyman electrician
Electrical Apprenticeship | apprentice electrician, electrical apprentice, electrician helper
Master Electrician | master electrician license, electrical contractor license
Low Voltage Wiring | low voltage, structured cabling, cable pulling, data cabling, Cat6, network cabling
Fire Alarm Systems | fire alarm installation, fire alarm technician, NICET
Security Systems Installation | alarm installation, CCTV installation, access control installation, security camera installation
Plumbing | plumber, journeyman plumber, residential plumbing, commercial plumbing, pipefitting plumbing
Plumbing Apprenticeship | apprentice plumber, plumber's helper, plumbing helper
Pipefitting | pipefitter, pipe fitting, steamfitter
Backflow Testing | backflow prevention, backflow certification
HVAC | HVAC technician, HVAC installation, HVAC repair, heating and air conditioning, HVAC/R, HVACR
Refrigeration | refrigeration technician, commercial refrigeration, walk-in coolers
EPA Section 608 | EPA 608, EPA 608 certification, universal EPA certification, 608 certified
Sheet Metal Ductwork | ductwork, duct installation, HVAC ductwork
Building Maintenance | maintenance worker, building engineer, facilities maintenance, maintenance technician building
Apartment Maintenance | make-ready, make ready, unit turns, property maintenance
Handyman Services | handyman, general repairs, minor repairs
Appliance Repair | appliance technician
Pool Maintenance | pool technician, pool service, pool cleaning, CPO certified
Irrigation | irrigation systems, sprinkler systems, irrigation technician
Landscaping Installation | landscape installation, hardscaping, pavers installation, sod installation
Tree Trimming | arborist, tree removal, tree care, ISA certified arborist
Heavy Equipment Operation | heavy equipment operator, equipment operator, excavator, backhoe, bulldozer, loader operator, skid steer
Crane Operation | crane operator, NCCCO, rigging and signaling, tower crane
Rigging | rigger, rigging certification, signal person
Excavation | trenching, excavation and trenching, digging
Grading | grade checker, grading operations, laser grading
Paving | asphalt paving, asphalt, paving crew, road construction
Surveying Layout | construction layout, layout, total station, laser level
Demolition | demo work, interior demolition, selective demolition
Scaffolding | scaffold erection, scaffold builder, scaffold competent person
Welding Structural | structural welding, AWS D1.1, AWS certified welder
Glazing | glazier, glass installation, window installation, storefront installation
Doors and Hardware | door installation, door hardware, locksmith, locksmithing
Cabinet Installation | cabinetmaking, cabinet maker, countertop installation, countertops
Solar Installation | solar installer, solar panel installation, PV installation, NABCEP
Generator Installation | generator technician, standby generators
Elevator Installation | elevator mechanic, elevator technician
Fire Sprinkler Installation | sprinkler fitter, fire sprinkler
Hurricane Shutters | storm shutters, impact windows, hurricane protection
Mold Remediation | mold removal, water damage restoration, water mitigation, restoration technician
Asbestos Abatement | asbestos removal, lead abatement, abatement
Pest Control | exterminator, pest control technician, termite control
Power Tools | hand and power tools, hand tools, using power tools
Measuring and Layout | tape measure, reading a tape measure, measurements
Construction Safety | jobsite safety, site safety, construction safety plans
Construction Management | construction manager, construction project management, CM
Project Scheduling Construction | construction scheduling, Primavera P6, P6, Oracle Primavera
Procore | Procore construction
Bluebeam | Bluebeam Revu
PlanGrid | Plan Grid, Autodesk Build
Estimating | estimator, cost estimating, construction estimating, quantity takeoffs, takeoffs, bid preparation
Bid Management | bidding, bid packages, subcontractor bids
Subcontractor Management | subcontractor coordination, managing subcontractors, trade coordination
Site Supervision | site superintendent, superintendent, foreman, job site supervision, field supervision
General Contracting | general contractor, GC, certified general contractor
Residential Construction | home building, residential building, new home construction
Commercial Construction | commercial building, tenant improvements, TI build-outs, build-outs
Remodeling | renovations, home remodeling, kitchen remodeling, bathroom remodeling, renovation
Building Codes | building code, code compliance, Florida Building Code compliance
Building Inspection | building inspector, construction inspection, code enforcement, home inspection, home inspector
Permitting Construction | building permits, permit expediting
Punch Lists | punch list, punch-out
Submittals | submittal review, shop drawings, RFIs, requests for information
Change Orders | change order management
Construction Documents | construction drawings, CDs, plan reading construction
Quantity Surveying | quantity surveyor
Green Building | sustainable construction, green construction
Steel Framing | light gauge steel, metal framing
Precast Concrete | precast, tilt-up construction
Post-Tension Concrete | post-tensioning
Underground Utilities | utility installation, water and sewer lines, underground utility construction
Directional Drilling | horizontal directional drilling, HDD, boring
Fiber Optic Splicing | fiber splicing, fusion splicing, OTDR
Cable Installation | lineman, line worker utility, cable installer, telecom installer
Traffic Control | flagger, flagging, MOT, maintenance of traffic, work zone traffic control
Marine Construction | dock building, seawall construction, pile driving
Boat Building | fiberglass repair, boat repair, gelcoat
Auto Body Repair | collision repair, auto body technician, body shop
Upholstery | upholsterer, reupholstery
Welding Pipe | pipe welding, 6G certified, 6G welder
Plastering Ornamental | ornamental plaster
Fence Installation | fencing, fence installer
Gutter Installation | gutters, seamless gutters
Garage Door Installation | garage door technician
Window Cleaning | high-rise window cleaning, window washer
Pressure Washing | power washing, pressure cleaning
`,
};
