import type { SkillSource } from "../types";

/** Warehouse, logistics, transport, manufacturing floor and light industrial work. */
export const INDUSTRIAL_LOGISTICS: SkillSource = {
  category: "industrial-logistics",
  lines: `
Forklift Operation | forklift, forklift operator, forklift certified, forklift certification, fork lift, sit-down forklift
Reach Truck | reach truck operator, reach forklift
Order Picker | order picker machine, cherry picker, stock picker
Pallet Jack | electric pallet jack, pallet jacks, manual pallet jack, walkie rider, EPJ
Powered Industrial Trucks | PIT certification, powered industrial truck
Scissor Lift | aerial lift, boom lift, MEWP, aerial work platform
Order Picking | picking, pick and pack, picker packer, order selector, order selection
Packing | packaging, packer, boxing orders
Shipping and Receiving | shipping & receiving, shipping/receiving, shipping, receiving, shipping clerk, receiving clerk
Loading and Unloading | loading trucks, unloading trucks, loader, unloader, truck loading
Inventory Control | inventory management, inventory, inventory specialist, inventory control specialist
Cycle Counting | cycle counts, physical inventory, inventory counts
RF Scanner | RF scanning, RF gun, handheld scanner, barcode scanner, barcode scanning
Warehouse Management Systems | WMS, warehouse management system, Manhattan WMS, HighJump, Blue Yonder WMS
Warehouse Operations | warehouse, warehouse associate, warehouse worker, warehouse experience
Distribution Center | DC operations, distribution centre, fulfillment center, fulfillment centre
Material Handling | material handler, materials handling
Kitting | kitting and assembly, kit assembly
Labeling | labelling, product labeling, labeler
Put-Away | putaway, stocking locations, put away
Cross-Docking | cross dock, crossdocking
Palletizing | pallet building, building pallets, stretch wrapping, shrink wrapping
Dock Operations | dock worker, dock supervisor
Freight Handling | freight, freight handler, LTL freight
Logistics | logistics coordination, logistics coordinator, logistics operations
Supply Chain Management | supply chain, SCM, supply chain operations
Transportation Management | transportation management system, TMS, freight management
Freight Brokerage | freight broker, logistics broker, carrier sales
Dispatch Logistics | fleet dispatch, truck dispatcher, load planning
Route Planning | routing, route optimization
Fleet Management | fleet operations, fleet maintenance
Import and Export | import/export, international shipping, customs documentation
Customs Brokerage | customs broker, customs clearance, licensed customs broker
Freight Forwarding | freight forwarder, ocean freight, air freight
Hazardous Materials Handling | hazmat, HAZMAT certified, dangerous goods, DOT hazmat
Commercial Driving | CDL, CDL-A, CDL Class A, Class A CDL, commercial driver license, CDL-B, Class B CDL
Truck Driving | truck driver, tractor trailer, OTR driving, over the road, regional driving
Delivery Driving | delivery driver, route driver, courier, last mile delivery
Box Truck Driving | box truck, straight truck, 26 ft truck
DOT Regulations | DOT compliance, FMCSA, hours of service, ELD logs
Clean Driving Record | clean MVR, clean driving history
Production Line | production worker, assembly line, line worker, production associate
Assembly | assembler, product assembly, electronics assembly, mechanical assembly
Machine Operation | machine operator, operating machinery, production machine operator
CNC Machining | CNC, CNC machinist, CNC operator, CNC programming, CNC mill, CNC lathe
G-Code | G code, GCode, M-code
Manual Machining | lathe, milling machine, manual mill, machinist
Quality Control | QC, quality inspection, quality inspector, inspection
Quality Assurance Manufacturing | QA manufacturing, manufacturing quality
Measuring Instruments | calipers, micrometers, precision measuring, gauges
Blueprint Reading | blueprints, print reading, reading blueprints, technical drawings
GD&T | geometric dimensioning and tolerancing, GD and T
Lean Manufacturing | =Lean, lean principles, lean production
Six Sigma | Six Sigma Green Belt, Six Sigma Black Belt, Lean Six Sigma, DMAIC
5S | 5S methodology, 5-S
Kaizen | kaizen events
Root Cause Analysis | RCA, root cause, 5 whys, fishbone
Standard Work | work instructions
Total Productive Maintenance | TPM
ISO 9001 | ISO 9001:2015, ISO standards, ISO certification
Good Manufacturing Practices | GMP, cGMP, current good manufacturing practice
FDA Regulations | FDA compliance, 21 CFR Part 11
HACCP | hazard analysis critical control points
Food Production | food manufacturing, food processing, food packaging
Sanitation | sanitation worker, cleaning and sanitizing, SSOP
Welding | welder, welding certification, certified welder
MIG Welding | MIG, GMAW, gas metal arc welding
TIG Welding | TIG, GTAW, gas tungsten arc welding
Stick Welding | SMAW, shielded metal arc welding, arc welding
Flux-Core Welding | FCAW, flux core
Fabrication | metal fabrication, fabricator, steel fabrication, sheet metal fabrication
Soldering | soldering iron, through-hole soldering, IPC-A-610, J-STD-001
Brazing | torch brazing
Grinding | grinder, surface grinding
Painting Industrial | industrial painting, spray painting, powder coating
Sheet Metal | sheet metal work, press brake, brake press
Stamping Press | press operator, punch press
Injection Molding | injection molding operator, plastic injection
Extrusion | extrusion operator
Packaging Machine Operation | packaging line, packaging machine operator, filler operator
Preventive Maintenance | preventative maintenance, scheduled maintenance
Industrial Maintenance | maintenance technician, maintenance mechanic, industrial mechanic
Mechanical Troubleshooting | mechanical repair, equipment troubleshooting
Hydraulics | hydraulic systems, hydraulic repair
Pneumatics | pneumatic systems
PLC Programming | PLC, PLCs, programmable logic controllers, Allen-Bradley, RSLogix, Siemens PLC
Industrial Electrical | industrial electrician, motor controls, 480V
Conveyor Systems | conveyors, conveyor maintenance
Millwright | millwright work, machinery installation
Boiler Operation | boiler operator, stationary engineer
Janitorial | janitor, custodial, custodian, cleaning, commercial cleaning
Housekeeping Industrial | industrial cleaning
Groundskeeping | landscaping, lawn care, grounds maintenance, groundskeeper
General Labor | general laborer, labor, manual labor, laborer
Heavy Lifting | lift 50 lbs, lifting 50 pounds, able to lift 50 lbs, heavy lifting up to 50 lbs
Standing for Long Periods | on your feet, standing long shifts
Safety Compliance | workplace safety, safety procedures, safety protocols, safety standards
OSHA 10 | OSHA-10, OSHA 10-hour, OSHA 10 hour
OSHA 30 | OSHA-30, OSHA 30-hour, OSHA 30 hour
OSHA | OSHA regulations, OSHA standards, OSHA compliance
Lockout/Tagout | LOTO, lockout tagout, lock out tag out
Personal Protective Equipment | PPE
Confined Space | confined space entry
Fall Protection | fall arrest
Production Scheduling | production planning, production planner, master scheduling
Material Requirements Planning | MRP, MRP II
Demand Planning | demand forecasting, demand planner
Purchasing Manufacturing | buyer planner, materials buyer
Vendor Managed Inventory | VMI
Just-in-Time | JIT, just in time
Kanban Manufacturing | kanban system production, pull system
Shift Supervision | shift supervisor, shift lead, production supervisor
Warehouse Supervision | warehouse supervisor, warehouse lead, warehouse manager
Team Lead Warehouse | lead associate, team lead production
Returns Processing | reverse logistics, returns handling
Ecommerce Fulfillment | e-commerce fulfillment, online order fulfillment
Amazon FBA | fulfillment by Amazon, FBA
Cold Chain | cold storage, refrigerated warehouse, freezer warehouse
Yard Management | yard jockey, yard driver, spotter truck
Inventory Reconciliation | inventory discrepancies, inventory adjustments
Bill of Lading | BOL, bills of lading
Packing Slips | packing lists, pick tickets
Weighing and Measuring | scales, weight verification
Sorting | package sorting, sorter, parcel sorting
Package Handling | package handler, parcel handling
Mail Carrier | postal carrier, mail delivery
Moving Services | mover, movers, furniture moving, relocation crew
Furniture Assembly | assembling furniture
Appliance Installation | appliance delivery and installation
Auto Detailing | car detailing, detailer
Auto Mechanics | automotive technician, auto mechanic, ASE certified, ASE certification
Diesel Mechanics | diesel mechanic, diesel technician, heavy equipment mechanic
Tire Service | tire technician, tire changing
Oil Changes | lube technician, quick lube
Parts Counter | auto parts, parts specialist, parts clerk
Small Engine Repair | small engines
Aviation Maintenance | A&P mechanic, airframe and powerplant, aircraft mechanic
Marine Mechanics | boat mechanic, marine technician, outboard motors
Textile Production | sewing machine operator, sewing, seamstress
Printing Press | press operator printing, offset printing, printing production
Laboratory Assistance Industrial | lab assistant, lab tech industrial
Chemical Handling | chemical mixing, chemical safety, SDS
Recycling Operations | recycling, waste sorting
`,
};
